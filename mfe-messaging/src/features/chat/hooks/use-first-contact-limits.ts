// The member's allowance of new conversations, read when they are about to start one (a conversation nobody has
// written in yet) and again after each first message; shown only when close to or at the limit.
import { useEffect, useState } from 'react';
import type { FirstContactAllowance } from 'shared-api';
import { isNearLimit } from 'shared-api/first-contact-allowance';
import { fetchFirstContactLimits } from '../api/first-contact-api';

export function useNewConversationAllowance(starting: boolean): FirstContactAllowance | null {
  const [allowance, setAllowance] = useState<FirstContactAllowance | null>(null);
  useEffect(() => {
    setAllowance(null);
    if (!starting) return;
    let live = true;
    fetchFirstContactLimits()
      .then((l) => { if (live) setAllowance(l.conversations); })
      .catch(() => { /* no note when it cannot be read; the server still decides */ });
    return () => { live = false; };
  }, [starting]);
  return allowance && isNearLimit(allowance) ? allowance : null;
}
