// The server's first-contact check for the open conversation, asked while the reader has not answered and the
// other member has written (again whenever they write more); nothing once the reader replied.
import { useEffect, useState } from 'react';
import type { FirstContactCheck } from 'shared-api';
import { fetchFirstContactCheck } from '../api/first-contact-api';

export function useFirstContactCheck(conversationId: number, answered: boolean, othersCount: number): FirstContactCheck | null {
  const [check, setCheck] = useState<FirstContactCheck | null>(null);
  useEffect(() => {
    setCheck(null);
    if (answered || othersCount === 0) return;
    let live = true;
    fetchFirstContactCheck(conversationId)
      .then((c) => { if (live) setCheck(c); })
      .catch(() => { /* no banner when the check cannot be read; the links stay inert regardless */ });
    return () => { live = false; };
  }, [conversationId, answered, othersCount]);
  return answered ? null : check;
}
