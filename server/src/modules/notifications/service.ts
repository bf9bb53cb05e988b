import { and, count, desc, eq } from 'drizzle-orm';
import type { Notification, NotificationPage, UnreadNotifications } from 'shared-api';
import type { Db } from '../../db/client';
import { notifications, type NotificationRow } from '../../db/schema';
import { notFound } from '../../errors';

const UNREAD_LIST_MAX = 50;

export function toNotificationDto(n: NotificationRow): Notification {
  const at = n.createdAt.toISOString();
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    description: n.description,
    read: n.read,
    createdAt: at,
    timestamp: at,
    link: n.link,
    sourceId: n.sourceId,
    senderId: n.senderId,
    userId: n.userId,
  };
}

export class NotificationService {
  constructor(private readonly db: Db) {}

  private async unreadCount(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
    return Number(row?.n ?? 0);
  }

  async page(userId: number, page: number, size: number): Promise<NotificationPage> {
    const [rows, total, unreadCount] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(size)
        .offset(page * size),
      this.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
      this.unreadCount(userId),
    ]);
    const totalItems = Number(total[0]?.n ?? 0);
    return {
      notifications: rows.map(toNotificationDto),
      currentPage: page,
      totalItems,
      totalPages: Math.ceil(totalItems / size),
      unreadCount,
    };
  }

  async unread(userId: number): Promise<UnreadNotifications> {
    const [rows, unreadCount] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(UNREAD_LIST_MAX),
      this.unreadCount(userId),
    ]);
    return { notifications: rows.map(toNotificationDto), unreadCount };
  }

  async markRead(userId: number, id: number): Promise<Notification> {
    const [row] = await this.db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
    // Another user's notification is as invisible as an unknown id: the same 404, so ids cannot be probed.
    if (!row || row.userId !== userId) throw notFound('Notification not found');
    const [updated] = await this.db.update(notifications).set({ read: true }).where(eq(notifications.id, id)).returning();
    return toNotificationDto(updated ?? row);
  }

  async markAllRead(userId: number): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
      .returning({ id: notifications.id });
    return rows.length;
  }
}
