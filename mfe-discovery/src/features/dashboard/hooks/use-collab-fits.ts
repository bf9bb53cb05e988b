import { useEffect, useState } from 'react';
import type { CollabFit } from 'shared-api';
import { loadCollabFits } from '../api/collab-fit-api';

/**
 * The collab fit of the member's channel with each shown card, by channel id; empty until it arrives, and when
 * the member has no channel yet (nothing to fit) or the call fails (the cards then show no reasons).
 */
export function useCollabFits(ids: readonly number[]): ReadonlyMap<number, CollabFit> {
  const key = ids.join(',');
  const [fits, setFits] = useState<{ key: string; byId: ReadonlyMap<number, CollabFit> }>({ key: '', byId: new Map() });
  useEffect(() => {
    if (key === '') return;
    let active = true;
    loadCollabFits(key.split(',').map(Number)).then(
      (res) => { if (active) setFits({ key, byId: new Map(res.fits.map((f) => [f.channelId, f])) }); },
      () => { if (active) setFits({ key, byId: new Map() }); },
    );
    return () => { active = false; };
  }, [key]);
  return fits.key === key ? fits.byId : new Map();
}
