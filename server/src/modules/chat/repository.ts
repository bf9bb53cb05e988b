import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels, conversations, messages, type ConversationRow, type MessageRow } from '../../db/schema';

export class ChatRepository {
  constructor(private readonly db: Db) {}

  async conversationById(id: number): Promise<ConversationRow | null> {
    const rows = await this.db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
    return rows[0] ?? null;
  }

  async conversationForPair(a: number, b: number): Promise<ConversationRow | null> {
    const [user1Id, user2Id] = a < b ? [a, b] : [b, a];
    const rows = await this.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.user1Id, user1Id), eq(conversations.user2Id, user2Id)))
      .limit(1);
    return rows[0] ?? null;
  }

  async conversationsOf(userId: number): Promise<ConversationRow[]> {
    return this.db
      .select()
      .from(conversations)
      .where(or(eq(conversations.user1Id, userId), eq(conversations.user2Id, userId)))
      .orderBy(desc(conversations.updatedAt), desc(conversations.id))
      .limit(500);
  }

  async messagesByIds(ids: number[]): Promise<MessageRow[]> {
    if (ids.length === 0) return [];
    return this.db.select().from(messages).where(inArray(messages.id, ids));
  }

  /** Newest `limit` messages before `before` (a sequence), returned oldest first. */
  async history(conversationId: number, before: number | undefined, limit: number): Promise<MessageRow[]> {
    const cond = before === undefined
      ? eq(messages.conversationId, conversationId)
      : and(eq(messages.conversationId, conversationId), lt(messages.sequence, before));
    const rows = await this.db.select().from(messages).where(cond).orderBy(desc(messages.sequence)).limit(limit);
    return rows.reverse();
  }

  async after(conversationId: number, afterSequence: number, limit: number): Promise<MessageRow[]> {
    return this.db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), gt(messages.sequence, afterSequence)))
      .orderBy(asc(messages.sequence))
      .limit(limit);
  }

  /** Each user's channel (name, thumbnail, id) for the conversation list. */
  async channelsOfUsers(userIds: number[]) {
    if (userIds.length === 0) return new Map<number, { id: number; name: string; thumbnail: string }>();
    const rows = await this.db
      .select({ id: channels.id, name: channels.name, thumbnail: channels.thumbnail, owner: channels.ownerUserId })
      .from(channels)
      .where(inArray(channels.ownerUserId, userIds));
    return new Map(rows.map((r) => [r.owner as number, { id: r.id, name: r.name, thumbnail: r.thumbnail }]));
  }

  async markRead(conversation: ConversationRow, userId: number): Promise<ConversationRow> {
    // Reading also moves the reader's receipt up to the newest message (never down).
    const set = conversation.user1Id === userId
      ? { user1UnreadCount: 0, user1LastReadSequence: sql`greatest(${conversations.user1LastReadSequence}, ${conversations.lastSequence})` }
      : { user2UnreadCount: 0, user2LastReadSequence: sql`greatest(${conversations.user2LastReadSequence}, ${conversations.lastSequence})` };
    const rows = await this.db.update(conversations).set(set).where(eq(conversations.id, conversation.id)).returning();
    return rows[0] ?? conversation;
  }

  /** Finds or creates the conversation of a pair (idempotent; safe under concurrency). */
  async ensureConversation(db: Db, a: number, b: number): Promise<ConversationRow> {
    const [user1Id, user2Id] = a < b ? [a, b] : [b, a];
    await db.insert(conversations).values({ user1Id, user2Id }).onConflictDoNothing();
    const rows = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.user1Id, user1Id), eq(conversations.user2Id, user2Id)))
      .limit(1);
    const row = rows[0];
    if (!row) throw new Error('conversation vanished after insert');
    return row;
  }

  unreadIncrement(conversation: ConversationRow, recipientId: number) {
    return conversation.user1Id === recipientId
      ? { user1UnreadCount: sql`${conversations.user1UnreadCount} + 1` }
      : { user2UnreadCount: sql`${conversations.user2UnreadCount} + 1` };
  }
}
