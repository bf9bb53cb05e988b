// One running service per tab (the chat client, the notification store), kept in an atom of the session's jotai
// store so every exposed piece reads the same one. Mounted components hold it; the last one to unmount stops it,
// as does replacing it (another member signed in) or clearing it (sign-out).
import { useEffect } from 'react';
import { atom, useStore, type PrimitiveAtom } from 'shared-auth';
import type { JotaiStore } from './state-slice';

export interface TabService<T> {
  /** The running service, or null while signed out / not started. */
  readonly atom: PrimitiveAtom<T | null>;
  /** Puts `next` in place of the running one (stopped first); null stops it. */
  replace(store: JotaiStore, next: T | null): void;
  /** Counts this component as a user while it is mounted. */
  useHold(): void;
}

export function tabService<T>(stop: (service: T) => void): TabService<T> {
  const serviceAtom = atom<T | null>(null);
  const usersAtom = atom(0);
  const replace = (store: JotaiStore, next: T | null) => {
    const current = store.get(serviceAtom);
    if (current === next) return;
    store.set(serviceAtom, next);
    if (current) stop(current);
  };
  return {
    atom: serviceAtom,
    replace,
    useHold() {
      const store = useStore();
      useEffect(() => {
        store.set(usersAtom, (n) => n + 1);
        return () => {
          store.set(usersAtom, (n) => n - 1);
          if (store.get(usersAtom) === 0) replace(store, null);
        };
      }, [store]);
    },
  };
}
