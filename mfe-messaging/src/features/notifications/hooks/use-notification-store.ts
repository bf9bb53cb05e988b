// The tab's one notification store, shared: it lives in an atom of the session's jotai store (which the shell hands
// every remote through its jotai Provider), so two bells, or a bell and a page, read one state made by one set of
// REST reads. The first user with a signed-in member creates and starts it, every user hands it the tab's realtime
// connection (from expose/: the chat client's) and the page it is on; sign-out or the last user unmounting stops it.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAtomValue, useStore } from 'shared-auth';
import type { RealtimeConnection } from '../../../realtime/realtime-connection';
import type { JotaiStore } from '../../../state/state-slice';
import { tabService } from '../../../state/tab-service';
import { NotificationStore } from '../service/notification-store';

/** The tab's notification store (tab-service.ts holds the running one and counts its users). */
const notificationStores = tabService<NotificationStore>((store) => store.stop());

function storeFor(jotai: JotaiStore, userId: number): NotificationStore {
  const current = jotai.get(notificationStores.atom);
  if (current && current.userId === userId) return current;
  const store = new NotificationStore({ userId, store: jotai });
  notificationStores.replace(jotai, store);
  return store;
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
  const store = useAtomValue(notificationStores.atom);
  notificationStores.useHold();

  useEffect(() => {
    if (userId === null) {
      notificationStores.replace(jotai, null);
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
