// The tab's one notification store, shared: it lives in an atom of the session's jotai store (which the shell hands
// every remote through its jotai Provider), so two bells, or a bell and a page, read one state made by one set of
// REST reads. The first user with a signed-in member creates and starts it, every user hands it the tab's realtime
// connection (from expose/: the chat client's) and the page it is on; sign-out or the last user unmounting stops it.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { atom, useAtomValue, useStore } from 'shared-auth';
import type { RealtimeConnection } from '../../../realtime/realtime-connection';
import type { JotaiStore } from '../../../state/state-slice';
import { NotificationStore } from '../service/notification-store';

/** The running notification store of this store's tab, or null while signed out / not started. */
const notificationStoreAtom = atom<NotificationStore | null>(null);
/** How many mounted users keep the store running. */
const userCountAtom = atom(0);

function storeFor(jotai: JotaiStore, userId: number): NotificationStore {
  const current = jotai.get(notificationStoreAtom);
  if (current && current.userId === userId) return current;
  stopStore(jotai);
  const store = new NotificationStore({ userId, store: jotai });
  jotai.set(notificationStoreAtom, store);
  return store;
}

function stopStore(jotai: JotaiStore): void {
  const store = jotai.get(notificationStoreAtom);
  if (!store) return;
  jotai.set(notificationStoreAtom, null);
  store.stop();
}

export interface NotificationStoreOptions {
  userId: number | null;
  /** The tab's one realtime connection, or null while there is none (the store then polls the count). */
  connection: RealtimeConnection | null;
}

/** The tab's notification store, kept running while this component is mounted and a member is signed in. */
export function useNotificationStore({ userId, connection }: NotificationStoreOptions): NotificationStore | null {
  const jotai = useStore();
  const { pathname, search } = useLocation();
  const store = useAtomValue(notificationStoreAtom);

  useEffect(() => {
    jotai.set(userCountAtom, (n) => n + 1);
    return () => {
      jotai.set(userCountAtom, (n) => n - 1);
      if (jotai.get(userCountAtom) === 0) stopStore(jotai);
    };
  }, [jotai]);

  useEffect(() => {
    if (userId === null) {
      stopStore(jotai);
      return;
    }
    const running = storeFor(jotai, userId);
    // The connection first: one that is up already makes the start's count read its catch-up read.
    if (connection) running.attach(connection);
    running.start();
  }, [jotai, userId, connection]);

  useEffect(() => {
    store?.setLocation({ pathname, search });
  }, [store, pathname, search]);

  return store;
}
