// What the bell and the panel show and do, read from the tab's shared notification store (use-notification-store.ts).
import { useMemo } from 'react';
import { atom, useAtomValue } from 'shared-auth';
import type { Notification } from 'shared-api';
import { NOTIFICATION_ERRORS, dedupeNewestPerSource } from '../rules/notification-rules';
import { hasMorePages } from '../rules/notification-state';
import { INITIAL_NOTIFICATION_STORE_STATE, type NotificationStoreState } from '../service/notification-store';
import { useNotificationStore, type NotificationStoreOptions } from './use-notification-store';

export interface NotificationCentre {
  unreadCount: number;
  /** De-duplicated to the newest per source, newest first. */
  items: Notification[];
  status: NotificationStoreState['status'];
  loadingMore: boolean;
  hasMore: boolean;
  /** '{n} duplicate notification(s) removed', for 5 s after a load that dropped some. */
  note: string | null;
  /** True while pushes arrive over the realtime connection (no polling then). */
  live: boolean;
  load(): void;
  loadMore(): void;
  /** Marks it read if unread (count − 1, never below 0). */
  markRead(notification: Notification): void;
  markAllRead(): void;
}

/** Without a signed-in member there is no store: nothing loads, and asking to load is logged (SPEC §8). */
const signedOutAtom = atom<NotificationStoreState>(INITIAL_NOTIFICATION_STORE_STATE);
const signedOut = {
  load: () => console.error(NOTIFICATION_ERRORS.notAuthenticated),
  loadMore: () => undefined,
  markRead: () => undefined,
  markAllRead: () => undefined,
};

export function useNotificationCentre(options: NotificationStoreOptions): NotificationCentre {
  const store = useNotificationStore(options);
  const state = useAtomValue(store?.state.atom ?? signedOutAtom);
  const items = useMemo(() => dedupeNewestPerSource(state.items).items, [state.items]);
  const actions = store ?? signedOut;
  return {
    unreadCount: state.unreadCount,
    items,
    status: state.status,
    loadingMore: state.loadingMore,
    hasMore: hasMorePages(state),
    note: state.note,
    live: state.live,
    load: actions.load,
    loadMore: actions.loadMore,
    markRead: actions.markRead,
    markAllRead: actions.markAllRead,
  };
}
