// The bell's data (the notification store): unread count, loaded pages, marking read, the 30 s unread poll while the
// realtime connection is down, live pushes on /user/{id}/queue/notifications through the tab's one connection
// (handed in by expose/), and a REST re-read after every (re)connect, since pushes may have been missed meanwhile.
// A MESSAGE notification changes only this store: the chat client hears the message itself on its own queue.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Notification, NotificationPush } from 'shared-api';
import type { RealtimeConnection } from '../../../realtime/realtime-connection';
import {
  fetchNotificationPage, fetchUnreadNotifications, markAllNotificationsRead, markNotificationRead,
} from '../api/notifications-api';
import {
  DUPLICATE_NOTE_MS, NOTIFICATION_ERRORS, UNREAD_POLL_MS, dedupeNewestPerSource, duplicateNote,
  isForOpenConversation, notificationsQueue,
} from '../rules/notification-rules';
import { parseNotificationPush } from '../rules/notification-push';
import {
  INITIAL_NOTIFICATION_STATE, duplicatesAddedByPage, fetchUntilVisible, hasMorePages, notificationReducer,
  type NotificationState,
} from '../rules/notification-state';

export interface NotificationCentre {
  unreadCount: number;
  /** De-duplicated to the newest per source, newest first. */
  items: Notification[];
  status: NotificationState['status'];
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

export interface NotificationCentreOptions {
  userId: number | null;
  connection: RealtimeConnection | null;
}

const countDuplicates = (items: Notification[]) => dedupeNewestPerSource(items).removed;
const countVisible = (items: Notification[]) => dedupeNewestPerSource(items).items.length;

const isFocused = () => document.visibilityState === 'visible' && document.hasFocus();

export function useNotificationCentre({ userId, connection }: NotificationCentreOptions): NotificationCentre {
  const [state, dispatch] = useReducer(notificationReducer, INITIAL_NOTIFICATION_STATE);
  const [note, setNote] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  const location = useLocation();
  // Callbacks below read the latest values through refs, so the socket subscription is made once per connection.
  const stateRef = useRef(state);
  const locationRef = useRef(location);
  const noteTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    stateRef.current = state;
    locationRef.current = location;
  });
  useEffect(() => () => {
    if (noteTimer.current) clearTimeout(noteTimer.current);
  }, []);

  const showNote = useCallback((removed: number) => {
    setNote(duplicateNote(removed));
    if (noteTimer.current) clearTimeout(noteTimer.current);
    noteTimer.current = setTimeout(() => setNote(null), DUPLICATE_NOTE_MS);
  }, []);

  const loadPage = useCallback(async (page: number) => {
    try {
      const result = await fetchNotificationPage(page);
      const added = duplicatesAddedByPage(stateRef.current, result, countDuplicates);
      dispatch({ type: 'page-loaded', page: result });
      if (added > 0) showNote(added);
    } catch (err) {
      console.error(NOTIFICATION_ERRORS.fetch, err);
      dispatch({ type: page === 0 ? 'load-failed' : 'more-failed' });
    }
  }, [showNote]);

  // Reads pages until the list shows a new row (or the pages end), then applies them together.
  const loadMorePages = useCallback(async () => {
    const start = stateRef.current;
    try {
      const pages = await fetchUntilVisible(start, fetchNotificationPage, countVisible);
      let after = start;
      for (const page of pages) after = notificationReducer(after, { type: 'page-loaded', page });
      const added = Math.max(0, countDuplicates(after.items) - countDuplicates(start.items));
      for (const page of pages) dispatch({ type: 'page-loaded', page });
      if (added > 0) showNote(added);
    } catch (err) {
      console.error(NOTIFICATION_ERRORS.fetch, err);
      dispatch({ type: 'more-failed' });
    }
  }, [showNote]);

  const refreshCount = useCallback(async () => {
    try {
      const unread = await fetchUnreadNotifications();
      dispatch({ type: 'count', unreadCount: unread.unreadCount });
    } catch (err) {
      console.error(NOTIFICATION_ERRORS.fetchUnread, err);
    }
  }, []);

  const markReadOnServer = useCallback((id: number) => {
    markNotificationRead(id).catch((err: unknown) => console.error(NOTIFICATION_ERRORS.markRead, err));
  }, []);

  const onPush = useCallback((push: NotificationPush) => {
    if (push.event === 'created') {
      const n = push.notification;
      if (!n.read && isForOpenConversation(n, locationRef.current, isFocused())) {
        // The member is reading this conversation: it never raises the badge, and the server hears it is read.
        dispatch({ type: 'pushed', push: { ...push, notification: { ...n, read: true }, unreadCount: push.unreadCount - 1 } });
        markReadOnServer(n.id);
      } else {
        dispatch({ type: 'pushed', push });
      }
      return;
    }
    dispatch({ type: 'pushed', push });
  }, [markReadOnServer]);

  // Pushes, and a REST re-read on every (re)connect.
  useEffect(() => {
    if (!connection || userId === null) {
      setLive(false);
      return undefined;
    }
    const unsubscribe = connection.subscribe(notificationsQueue(userId), (body) => {
      const push = parseNotificationPush(body);
      // Other events on this queue (a block's conversations-changed) are the chat client's (chat-data-service.ts).
      if (push) onPush(push);
    });
    let wasConnected = false;
    const stopStatus = connection.onStatusChange(({ connected }) => {
      setLive(connected);
      if (connected && !wasConnected) {
        void refreshCount();
        if (stateRef.current.status !== 'idle') void loadPage(0);
      }
      wasConnected = connected;
    });
    return () => {
      unsubscribe();
      stopStatus();
    };
  }, [connection, userId, onPush, refreshCount, loadPage]);

  // The unread count at start, then every 30 s while no live connection pushes changes.
  useEffect(() => {
    if (userId === null) return undefined;
    if (!live) void refreshCount();
    if (live) return undefined;
    const timer = setInterval(() => void refreshCount(), UNREAD_POLL_MS);
    return () => clearInterval(timer);
  }, [userId, live, refreshCount]);

  const view = useMemo(() => dedupeNewestPerSource(state.items).items, [state.items]);

  const load = useCallback(() => {
    if (userId === null) {
      console.error(NOTIFICATION_ERRORS.notAuthenticated);
      return;
    }
    dispatch({ type: 'load-start' });
    void loadPage(0);
  }, [userId, loadPage]);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (!hasMorePages(current) || current.loadingMore) return;
    dispatch({ type: 'more-start' });
    void loadMorePages();
  }, [loadMorePages]);

  const markRead = useCallback((n: Notification) => {
    if (n.read) return;
    dispatch({ type: 'marked-read', id: n.id });
    markReadOnServer(n.id);
  }, [markReadOnServer]);

  const markAllRead = useCallback(() => {
    dispatch({ type: 'all-read' });
    markAllNotificationsRead().catch((err: unknown) => {
      console.error(NOTIFICATION_ERRORS.markAllRead, err);
      void refreshCount();
    });
  }, [refreshCount]);

  return {
    unreadCount: state.unreadCount,
    items: view,
    status: state.status,
    loadingMore: state.loadingMore,
    hasMore: hasMorePages(state),
    note,
    live,
    load,
    loadMore,
    markRead,
    markAllRead,
  };
}
