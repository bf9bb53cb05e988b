// The notification centre: pages, unread counts, marking read, and creating notifications. Every change a user
// should see at once is announced on `events` ('push', with the new unread count); the realtime layer delivers
// it to that user's sessions only, on every instance.
import { EventEmitter } from 'node:events';
import type { ConversationsChangedPush, Notification, NotificationPage, NotificationPush, UnreadNotifications } from 'shared-api';
import type { Db } from '../../db/client';
import type { NotificationRow } from '../../db/schema';
import { notFound } from '../../errors';
import { toNotificationDto } from './mapper';
import { type CommittedNotification, NotificationRepository, type NewNotification } from './repository';

/** What another module hands to `notify` (the row it asks for). */
export type { NewNotification };

const UNREAD_LIST_MAX = 50;

export interface NotificationEventMap {
  push: [userId: number, body: NotificationPush];
  /** Account events delivered on the same queue (a block's conversations-changed), not notifications. */
  account: [userId: number, body: ConversationsChangedPush];
}

export type NotificationEvents = EventEmitter<NotificationEventMap>;

export class NotificationService {
  readonly events: NotificationEvents = new EventEmitter<NotificationEventMap>();

  /** Whether a notification from `senderId` must not reach `userId` (a block between them; modules/blocks). */
  private suppressed: ((userId: number, senderId: number) => Promise<boolean>) | null = null;

  constructor(private readonly repo: NotificationRepository) {
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

  /** Creates notifications and announces each to its owner. */
  async notify(values: NewNotification[]): Promise<Notification[]> {
    const test = this.suppressed;
    const kept = test
      ? (await Promise.all(values.map(async (v) => (v.senderId && await test(v.userId, v.senderId) ? null : v))))
        .filter((v): v is NewNotification => v !== null)
      : values;
    if (kept.length === 0) return [];
    const rows = await this.repo.insert(kept);
    await this.announceCreated(rows);
    return rows.map(toNotificationDto);
  }

  /**
   * Inserts inside another module's transaction; nothing is announced until the caller, after its commit, hands the
   * rows to `announceCreated`.
   */
  insertInTransaction(tx: Db, values: NewNotification[]): Promise<NotificationRow[]> {
    return this.repo.insert(values, tx);
  }

  async announceCreated(rows: NotificationRow[]): Promise<void> {
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
   * MESSAGE notifications were committed together with their chat messages (by the chat service, which hands the
   * rows on with each recipient's unread count after the commit): announce, for each recipient and conversation,
   * the newest of them. No query: everything needed came back from the commit.
   */
  announceMessageNotifications(committed: CommittedNotification[]): void {
    if (!this.hasListeners() || committed.length === 0) return;
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

export function createNotificationService(db: Db): NotificationService {
  return new NotificationService(new NotificationRepository(db));
}
