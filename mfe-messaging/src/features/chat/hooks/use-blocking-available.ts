// Whether blocking can be offered next to a report (the server may not block yet: then no offer is shown).
import { useEffect, useState } from 'react';
import { blockingAvailable } from 'shared-auth';

export function useBlockingAvailable(wanted: boolean): boolean {
  const [yes, setYes] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void blockingAvailable().then((v) => { if (live) setYes(v); });
    return () => { live = false; };
  }, [wanted]);
  return yes;
}
