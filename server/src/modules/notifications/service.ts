// The notification centre: pages, unread counts, marking read, and creating notifications. Every change a user
// should see at once is announced on `events` ('push', with the new unread count); the realtime layer delivers
// it to that user's sessions only, on every instance. Whether a notification is made at all is decided here, at
// creation, by the recipient's in-app preference for its kind; every notification asked for is also announced as
// 'requested' (made in-app or not), so another channel (email) can tell of it without reading this table.
import { EventEmitter } from 'node:events';
import type { ConversationsChangedPush, Notification, NotificationPage, NotificationPush, UnreadNotifications } from 'shared-api';
import type { Db } from '../../db/client';
import type { CommittedMessage } from '../chat/events';
import type { NotificationRow } from '../../db/schema';
import { notFound } from '../../errors';
import { toNotificationDto } from './mapper';
import type { CommittedNotification, NotificationRepository, NewNotification } from './repository';

/** What another module hands to `notify` (the row it asks for). */
export type { NewNotification };

const UNREAD_LIST_MAX = 50;
export const MESSAGE_NOTIFICATION_TYPE = 'MESSAGE';

/** The recipients' in-app preferences (owned by the preferences' module, handed in at composition). */
export interface InAppPreferences {
  /**
   * Of these users, those who turned in-app notifications of this type off; empty (no query) for a type no
   * preference governs. `executor`: the open transaction the notifications are written in (embedded PGlite has one
   * session: a read beside an open transaction would wait for it).
   */
  mutedInApp(userIds: number[], type: string, executor?: Db): Promise<Set<number>>;
}

/** Every member gets every notification (a process with no preferences to read, e.g. a test of this module alone). */
export const ALL_IN_APP: InAppPreferences = { mutedInApp: async () => new Set<number>() };

/** Notifications written inside another module's transaction, to announce once it has committed. */
export interface PendingNotifications {
  rows: NotificationRow[];
  requested: Array<{ value: NewNotification; inApp: boolean }>;
}

export interface NotificationEventMap {
  push: [userId: number, body: NotificationPush];
  /** A notification was asked for (after its commit); `inApp`: whether the member's notification centre got it. */
  requested: [notification: NewNotification, inApp: boolean];
  /** Account events delivered on the same queue (a block's conversations-changed), not notifications. */
  account: [userId: number, body: ConversationsChangedPush];
}

export type NotificationEvents = EventEmitter<NotificationEventMap>;

export class NotificationService {
  readonly events: NotificationEvents = new EventEmitter<NotificationEventMap>();

  /** Whether a notification from `senderId` must not reach `userId` (a block between them; modules/blocks). */
  private suppressed: ((userId: number, senderId: number) => Promise<boolean>) | null = null;

  constructor(private readonly repo: NotificationRepository, private readonly preferences: InAppPreferences = ALL_IN_APP) {
    this.events.setMaxListeners(0);
  }

  /** Set once at start: notifications whose sender is blocked by (or blocks) the recipient are never created. */
  suppressWhen(test: (userId: number, senderId: number) => Promise<boolean>): void {
    this.suppressed = test;
  }

  async page(userId: number, page: number, size: number): Promise<NotificationPage> {
    const [rows, totalItems, unreadCount] = await Promise.all([
      this.repo.page(userId, page, size),
      this.repo.countAll(userId),
      this.repo.countUnread(userId),
    ]);
    return {
      notifications: rows.map(toNotificationDto),
      currentPage: page,
      totalItems,
      totalPages: Math.ceil(totalItems / size),
      unreadCount,
    };
  }

  async unread(userId: number): Promise<UnreadNotifications> {
    const [rows, unreadCount] = await Promise.all([this.repo.unread(userId, UNREAD_LIST_MAX), this.repo.countUnread(userId)]);
    return { notifications: rows.map(toNotificationDto), unreadCount };
  }

  /** Marks one of the caller's notifications read; another user's is 404, as if it did not exist. */
  async markRead(userId: number, id: number): Promise<Notification> {
    const existing = await this.repo.findOwned(userId, id);
    if (!existing) throw notFound('Notification not found');
    if (existing.read) return toNotificationDto(existing);
    const updated = (await this.repo.markRead(userId, id)) ?? existing;
    await this.announceRead(userId, [id]);
    return toNotificationDto(updated);
  }

  async markAllRead(userId: number): Promise<number> {
    const ids = await this.repo.markAllRead(userId);
    if (ids.length > 0) await this.announceRead(userId, null);
    return ids.length;
  }

  /** Marks the user's notifications of one source read, e.g. a conversation's MESSAGE notifications once it is read. */
  async markSourceRead(userId: number, type: string, sourceId: string): Promise<number> {
    const ids = await this.repo.markSourceRead(userId, type, sourceId);
    if (ids.length > 0) await this.announceRead(userId, ids);
    return ids.length;
  }

  /** Creates the notifications their recipients want in-app, announces each to its owner, and all as 'requested'. */
  async notify(values: NewNotification[]): Promise<Notification[]> {
    const test = this.suppressed;
    const kept = test
      ? (await Promise.all(values.map(async (v) => (v.senderId && await test(v.userId, v.senderId) ? null : v))))
        .filter((v): v is NewNotification => v !== null)
      : values;
    if (kept.length === 0) return [];
    const pending = await this.insertWanted(kept, undefined);
    await this.announceCreated(pending);
    return pending.rows.map(toNotificationDto);
  }

  /**
   * Inserts inside another module's transaction (only those their recipients want in-app); nothing is announced
   * until the caller, after its commit, hands the result to `announceCreated`.
   */
  insertInTransaction(tx: Db, values: NewNotification[]): Promise<PendingNotifications> {
    return this.insertWanted(values, tx);
  }

  async announceCreated(pending: PendingNotifications): Promise<void> {
    for (const { value, inApp } of pending.requested) this.events.emit('requested', value, inApp);
    const { rows } = pending;
    if (rows.length === 0 || !this.hasListeners()) return;
    const users = [...new Set(rows.map((r) => r.userId))];
    const counts = new Map(await Promise.all(users.map(async (u) => [u, await this.repo.countUnread(u)] as const)));
    for (const row of [...rows].sort((a, b) => a.id - b.id)) {
      this.events.emit('push', row.userId, {
        event: 'created',
        notification: toNotificationDto(row),
        unreadCount: counts.get(row.userId) ?? 0,
      });
    }
  }

  /**
   * Committed chat messages (the chat's onCommitted event): one MESSAGE notification per message whose recipient
   * wants them in-app, written in one statement for the batch, each announced with its recipient's unread count.
   */
  async messagesCommitted(messages: CommittedMessage[]): Promise<void> {
    const wanted = messages.filter((m) => m.notify);
    if (wanted.length === 0) return;
    const muted = await this.preferences.mutedInApp([...new Set(wanted.map((m) => m.recipientId))], MESSAGE_NOTIFICATION_TYPE);
    const committed = await this.repo.insertMessageNotifications(wanted.filter((m) => !muted.has(m.recipientId)));
    // The chat announces the messages themselves as soon as its subscribers are done: the notifications follow.
    if (committed.length > 0) setImmediate(() => this.announceMessageNotifications(committed));
  }

  /** For each recipient and conversation, the newest of the MESSAGE notifications committed together. No query. */
  private announceMessageNotifications(committed: CommittedNotification[]): void {
    if (!this.hasListeners()) return;
    const newest = new Map<string, CommittedNotification>();
    for (const c of committed) {
      const key = `${c.row.userId}:${c.row.sourceId}`;
      const seen = newest.get(key);
      if (!seen || seen.row.id < c.row.id) newest.set(key, c);
    }
    for (const { row, unreadCount } of [...newest.values()].sort((a, b) => a.row.id - b.row.id)) {
      this.events.emit('push', row.userId, { event: 'created', notification: toNotificationDto(row), unreadCount });
    }
  }

  private async insertWanted(values: NewNotification[], tx: Db | undefined): Promise<PendingNotifications> {
    const muted = new Map<string, Set<number>>();
    for (const type of new Set(values.map((v) => v.type))) {
      const users = [...new Set(values.filter((v) => v.type === type).map((v) => v.userId))];
      muted.set(type, await this.preferences.mutedInApp(users, type, tx));
    }
    const requested = values.map((value) => ({ value, inApp: !muted.get(value.type)?.has(value.userId) }));
    const rows = await this.repo.insert(requested.filter((r) => r.inApp).map((r) => r.value), tx);
    return { rows, requested };
  }

  private async announceRead(userId: number, ids: number[] | null): Promise<void> {
    if (!this.hasListeners()) return;
    const unreadCount = await this.repo.countUnread(userId);
    this.events.emit('push', userId, { event: 'read', ids, unreadCount });
  }

  /** Without a realtime server there is nobody to tell: skip the extra queries. */
  private hasListeners(): boolean {
    return this.events.listenerCount('push') > 0;
  }
}
