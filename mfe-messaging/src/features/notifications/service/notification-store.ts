// The notification store (SPEC §2, §4, §9): the bell's list and unread count, one jotai atom in the session's store
// shared by every bell and panel of the tab. It is fed by the tab's one realtime connection: pushes on
// /user/{id}/queue/notifications change it in memory. REST is read at start, after every (re)connect (pushes may
// have been missed meanwhile), for the pages the member asks for, and for the unread count every 30 s while the
// connection is down. A MESSAGE notification changes only this store: the chat client hears the message itself.
import type { Notification, NotificationPush } from 'shared-api';
import type { RealtimeConnection } from '../../../realtime/realtime-connection';
import { StateSlice, type JotaiStore } from '../../../state/state-slice';
import { notificationsApi, type NotificationsApi } from '../api/notifications-api';
import { parseNotificationPush } from '../rules/notification-push';
import {
  DUPLICATE_NOTE_MS, NOTIFICATION_ERRORS, UNREAD_POLL_MS, dedupeNewestPerSource, duplicateNote,
  isForOpenConversation, notificationsQueue,
} from '../rules/notification-rules';
import {
  INITIAL_NOTIFICATION_STATE, duplicatesAddedByPage, fetchUntilVisible, hasMorePages, notificationReducer,
  type NotificationAction, type NotificationState,
} from '../rules/notification-state';

export interface NotificationStoreState extends NotificationState {
  /** '{n} duplicate notification(s) removed', for 5 s after a load that dropped some. */
  note: string | null;
  /** True while pushes arrive over the realtime connection (no polling then). */
  live: boolean;
}

export const INITIAL_NOTIFICATION_STORE_STATE: NotificationStoreState = { ...INITIAL_NOTIFICATION_STATE, note: null, live: false };

export interface NotificationStoreDeps {
  userId: number;
  /** The jotai store the state lives in (the session's store in the app). */
  store: JotaiStore;
  api?: NotificationsApi;
  /** Whether the tab has the member's attention: a message for the open conversation is then read at once. */
  hasFocus?: () => boolean;
}

export interface PageLocation {
  pathname: string;
  search: string;
}

const countDuplicates = (items: Notification[]) => dedupeNewestPerSource(items).removed;
const countVisible = (items: Notification[]) => dedupeNewestPerSource(items).items.length;
const tabFocused = () => document.visibilityState === 'visible' && document.hasFocus();

export class NotificationStore {
  readonly state: StateSlice<NotificationStoreState>;
  private readonly api: NotificationsApi;
  private connection: RealtimeConnection | null = null;
  private detach: (() => void) | null = null;
  private connected = false;
  private started = false;
  private stopped = false;
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  private noteTimer: ReturnType<typeof setTimeout> | null = null;
  /** The first page being read: a second bell opening meanwhile joins it. */
  private firstPage: Promise<void> | null = null;
  private location: PageLocation = { pathname: '', search: '' };

  constructor(private readonly deps: NotificationStoreDeps) {
    this.state = new StateSlice(deps.store, () => INITIAL_NOTIFICATION_STORE_STATE, () => !this.stopped);
    this.api = deps.api ?? notificationsApi;
  }

  get userId(): number {
    return this.deps.userId;
  }

  get value(): NotificationStoreState {
    return this.state.value;
  }

  // Lifecycle

  /** Reads the unread count (and polls it while the connection is down). Call once; later calls do nothing. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    if (this.connected) this.catchUp();
    else this.goOffline();
  }

  /** Follows the tab's realtime connection (a new one replaces the old: the chat client was rebuilt). */
  attach(connection: RealtimeConnection): void {
    if (this.stopped || connection === this.connection) return;
    this.detach?.();
    this.connection = connection;
    const wasConnected = this.connected;
    this.connected = false;
    const unsubscribe = connection.subscribe(notificationsQueue(this.deps.userId), (body) => {
      const push = parseNotificationPush(body);
      // Other events on this queue (a block's conversations-changed) are the chat client's.
      if (push) this.onPush(push);
    });
    // Called at once with the current status: a connection that is up already counts as a connect.
    const stopStatus = connection.onStatusChange(({ connected }) => this.statusChanged(connected));
    this.detach = () => {
      unsubscribe();
      stopStatus();
    };
    if (wasConnected && !this.connected && this.started) this.goOffline();
  }

  /** The page the member is on (a MESSAGE for the conversation open there is read at once). */
  setLocation(location: PageLocation): void {
    this.location = { pathname: location.pathname, search: location.search };
  }

  /** Sign-out (or no bell left): stops listening and polling and forgets the state. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.detach?.();
    this.detach = null;
    this.stopPolling();
    if (this.noteTimer) clearTimeout(this.noteTimer);
    this.state.reset();
  }

  // What the bell and the panel do

  /**
   * The first page, when the panel opens. Read when nothing is loaded yet, or while the connection is down (only
   * the count is polled then); while it is up, the loaded list is kept current by pushes and the reconnect read.
   */
  load = (): void => {
    if (this.stopped || this.firstPage) return;
    if (this.value.status === 'ready' && this.connected) return;
    this.dispatch({ type: 'load-start' });
    this.firstPage = this.loadFirstPage().finally(() => {
      this.firstPage = null;
    });
  };

  /** 'Load more notifications': pages until the shown (de-duplicated) list gains a row, or the pages end. */
  loadMore = (): void => {
    const current = this.value;
    if (this.stopped || !hasMorePages(current) || current.loadingMore) return;
    this.dispatch({ type: 'more-start' });
    void this.loadMorePages();
  };

  /** Marks it read if unread (count − 1, never below 0). */
  markRead = (n: Notification): void => {
    if (n.read) return;
    this.dispatch({ type: 'marked-read', id: n.id });
    this.markReadOnServer(n.id);
  };

  markAllRead = (): void => {
    this.dispatch({ type: 'all-read' });
    this.api.markAllRead().catch((err: unknown) => {
      console.error(NOTIFICATION_ERRORS.markAllRead, err);
      void this.refreshCount();
    });
  };

  // Connection

  private statusChanged(connected: boolean): void {
    const was = this.connected;
    this.connected = connected;
    this.state.set({ live: connected });
    if (!this.started || connected === was) return;
    if (connected) this.catchUp();
    else this.goOffline();
  }

  /** After a (re)connect REST is the truth: the count, and the list when one is loaded. */
  private catchUp(): void {
    this.stopPolling();
    void this.refreshCount();
    if (this.value.status !== 'idle') void this.loadFirstPage();
  }

  /** No pushes now: the count is read at once and then every 30 s. */
  private goOffline(): void {
    void this.refreshCount();
    this.stopPolling();
    this.pollTimer = setInterval(() => void this.refreshCount(), UNREAD_POLL_MS);
  }

  private stopPolling(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
  }

  private onPush(push: NotificationPush): void {
    if (push.event === 'created') {
      const n = push.notification;
      if (!n.read && isForOpenConversation(n, this.location, (this.deps.hasFocus ?? tabFocused)())) {
        // The member is reading this conversation: it never raises the badge, and the server hears it is read.
        this.dispatch({ type: 'pushed', push: { ...push, notification: { ...n, read: true }, unreadCount: push.unreadCount - 1 } });
        this.markReadOnServer(n.id);
        return;
      }
    }
    this.dispatch({ type: 'pushed', push });
  }

  // REST

  private async loadFirstPage(): Promise<void> {
    try {
      const page = await this.api.page(0);
      const added = duplicatesAddedByPage(this.value, page, countDuplicates);
      this.dispatch({ type: 'page-loaded', page });
      if (added > 0) this.showNote(added);
    } catch (err) {
      console.error(NOTIFICATION_ERRORS.fetch, err);
      this.dispatch({ type: 'load-failed' });
    }
  }

  private async loadMorePages(): Promise<void> {
    const start = this.value;
    try {
      const pages = await fetchUntilVisible(start, (page) => this.api.page(page), countVisible);
      let after: NotificationState = start;
      for (const page of pages) after = notificationReducer(after, { type: 'page-loaded', page });
      const added = Math.max(0, countDuplicates(after.items) - countDuplicates(start.items));
      // Applied to the state as it is now (a push may have come in meanwhile).
      for (const page of pages) this.dispatch({ type: 'page-loaded', page });
      if (added > 0) this.showNote(added);
    } catch (err) {
      console.error(NOTIFICATION_ERRORS.fetch, err);
      this.dispatch({ type: 'more-failed' });
    }
  }

  private async refreshCount(): Promise<void> {
    try {
      const unread = await this.api.unread();
      this.dispatch({ type: 'count', unreadCount: unread.unreadCount });
    } catch (err) {
      console.error(NOTIFICATION_ERRORS.fetchUnread, err);
    }
  }

  private markReadOnServer(id: number): void {
    this.api.markRead(id).catch((err: unknown) => console.error(NOTIFICATION_ERRORS.markRead, err));
  }

  private showNote(removed: number): void {
    this.state.set({ note: duplicateNote(removed) });
    if (this.noteTimer) clearTimeout(this.noteTimer);
    this.noteTimer = setTimeout(() => this.state.set({ note: null }), DUPLICATE_NOTE_MS);
  }

  private dispatch(action: NotificationAction): void {
    const current = this.value;
    const next = notificationReducer(current, action);
    if (next !== current) this.state.set(next);
  }
}
