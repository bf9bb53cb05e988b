// Every query on the notifications table. Methods that may run inside another module's transaction take the
// executor as their first argument.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, type NotificationRow } from '../../db/schema';

export type NewNotification = typeof notifications.$inferInsert;

const newestFirst = [desc(notifications.createdAt), desc(notifications.id)] as const;

/** How much of a chat message a MESSAGE notification's description shows. */
const MESSAGE_DESCRIPTION_LENGTH = 120;

/** A MESSAGE notification's description: the start of the message. */
export function messageNotificationDescription(content: string): string {
  return content.length > MESSAGE_DESCRIPTION_LENGTH ? `${content.slice(0, MESSAGE_DESCRIPTION_LENGTH)}...` : content;
}

/**
 * The MESSAGE notifications of a batch of chat messages ($1: a JSON array of ord, recipient_id, sender_id,
 * conversation_id, preview), each with its recipient's unread count after the commit.
 */
export const MESSAGE_NOTIFICATIONS_SQL = `
      with s as (
        select * from json_to_recordset($1::json)
          as t(ord int, recipient_id int, sender_id int, conversation_id int, preview text)
      ),
      notified as (
        insert into notifications (user_id, type, title, description, link, source_id, sender_id)
        select s.recipient_id, 'MESSAGE',
          left('New message from ' || coalesce(
            (select ch.name from channels ch where ch.owner_user_id = s.sender_id limit 1), 'a CollabHub member'), 200),
          s.preview, '/messages?conversation=' || s.conversation_id, s.conversation_id::text, s.sender_id
        from s order by s.ord
        returning *
      ),
      unread as materialized (
        select b.user_id, (b.n + (select count(*) from notifications u where u.user_id = b.user_id and not u.read))::int
          as unread_count
        from (select user_id, count(*) as n from notified group by user_id) b
      )
      select row_to_json(n) as notification, u.unread_count
      from notified n join unread u on u.user_id = n.user_id`;

/** node-postgres's pool and embedded PGlite both run a parameterised statement this way. */
interface SqlClient { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> }

/** A MESSAGE notification to write for a committed chat message. */
export interface NewMessageNotification {
  recipientId: number;
  senderId: number;
  conversationId: number;
  content: string;
}

/** A notification just written, with its user's unread count right after that commit. */
export interface CommittedNotification {
  row: NotificationRow;
  unreadCount: number;
}

export class NotificationRepository {
  constructor(private readonly db: Db) {}

  page(userId: number, page: number, size: number): Promise<NotificationRow[]> {
    return this.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(...newestFirst)
      .limit(size)
      .offset(page * size);
  }

  async countAll(userId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
    return Number(row?.n ?? 0);
  }

  async countUnread(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
    return Number(row?.n ?? 0);
  }

  unread(userId: number, limit: number): Promise<NotificationRow[]> {
    return this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
      .orderBy(...newestFirst)
      .limit(limit);
  }

  /** The user's notification with this id; null when it does not exist or belongs to someone else. */
  async findOwned(userId: number, id: number): Promise<NotificationRow | null> {
    const [row] = await this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .limit(1);
    return row ?? null;
  }

  async markRead(userId: number, id: number): Promise<NotificationRow | null> {
    const [row] = await this.db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning();
    return row ?? null;
  }

  /** Marks every unread notification of the user read; returns the ids that changed. */
  async markAllRead(userId: number): Promise<number[]> {
    const rows = await this.db
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
      .returning({ id: notifications.id });
    return rows.map((r) => r.id);
  }

  /** Marks the user's unread notifications of one source (e.g. one conversation's messages) read. */
  async markSourceRead(userId: number, type: string, sourceId: string): Promise<number[]> {
    const rows = await this.db
      .update(notifications)
      .set({ read: true })
      .where(and(
        eq(notifications.userId, userId), eq(notifications.type, type), eq(notifications.sourceId, sourceId),
        eq(notifications.read, false),
      ))
      .returning({ id: notifications.id });
    return rows.map((r) => r.id);
  }

  /**
   * Writes the MESSAGE notifications of a batch of committed chat messages in one statement (one round trip per
   * batch, however many messages), each returned with its recipient's unread count after the commit. The title
   * names the sender's channel. The statement's snapshot does not see its own inserts, so those are added to the
   * count; the count is taken once per recipient, not once per message.
   */
  async insertMessageNotifications(batch: NewMessageNotification[]): Promise<CommittedNotification[]> {
    if (batch.length === 0) return [];
    const input = JSON.stringify(batch.map((m, ord) => ({
      ord, recipient_id: m.recipientId, sender_id: m.senderId, conversation_id: m.conversationId,
      preview: messageNotificationDescription(m.content),
    })));
    const client = (this.db as unknown as { $client: SqlClient }).$client;
    const result = await client.query(MESSAGE_NOTIFICATIONS_SQL, [input]);
    const rows = result.rows as Array<{ notification: Record<string, unknown> | string; unread_count: number }>;
    return rows.map((r) => ({
      // Both drivers parse json columns; a driver set to leave them as text still gives a valid answer.
      row: notificationFromRow(typeof r.notification === 'string' ? JSON.parse(r.notification) as Record<string, unknown> : r.notification),
      unreadCount: Number(r.unread_count),
    })).sort((a, b) => a.row.id - b.row.id);
  }

  /** Inserts on this repository's database, or on the executor of a transaction that is still open. */
  async insert(values: NewNotification[], executor: Db = this.db): Promise<NotificationRow[]> {
    if (values.length === 0) return [];
    return executor.insert(notifications).values(values).returning();
  }
}

/**
 * A notifications row as `row_to_json` gives it (snake_case columns, the time as text), e.g. one returned by
 * insertMessageNotifications.
 */
export function notificationFromRow(raw: Record<string, unknown>): NotificationRow {
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return {
    id: Number(raw.id),
    userId: Number(raw.user_id),
    type: String(raw.type),
    title: String(raw.title),
    description: String(raw.description ?? ''),
    read: raw.read === true,
    link: text(raw.link),
    sourceId: text(raw.source_id),
    senderId: raw.sender_id === null || raw.sender_id === undefined ? null : Number(raw.sender_id),
    createdAt: raw.created_at instanceof Date ? raw.created_at : new Date(String(raw.created_at)),
  };
}
