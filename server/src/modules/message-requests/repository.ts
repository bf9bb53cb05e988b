// The facts a member's conversation folder is derived from (docs/trust-and-safety.md "Message requests"), read for
// many conversations at once, and the member's explicit choices (conversation_folders, migration 0110).
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories, channelTags, channels, collabRequests, conversationFolders, conversations, memberBlocks, messages, tags, users,
  type ConversationRow,
} from '../../db/schema';

export interface ConversationFacts {
  id: number;
  user1Id: number;
  user2Id: number;
  lastSequence: number;
  user1Wrote: boolean;
  user2Wrote: boolean;
}

export interface FolderRow { conversationId: number; userId: number; folder: string; deletedSequence: number }

/** Messages of an unanswered conversation scanned for the Spam folder (a request is short: its first few). */
const SCANNED_PER_CONVERSATION = 20;

export class MessageRequestRepository {
  constructor(private readonly db: Db) {}

  async conversationById(id: number): Promise<ConversationRow | null> {
    const rows = await this.db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** Per conversation: whether each participant has written in it (EXISTS stops at the first message found). */
  async facts(ids: number[]): Promise<ConversationFacts[]> {
    if (ids.length === 0) return [];
    // Spelled out: the subquery's columns must name their tables (drizzle leaves them bare inside a select list).
    const wrote = (column: 'user1_id' | 'user2_id') => sql<boolean>`exists (select 1 from messages m
      where m.conversation_id = conversations.id and m.sender_id = ${sql.raw(`conversations.${column}`)})`;
    const rows = await this.db.select({
      id: conversations.id, user1Id: conversations.user1Id, user2Id: conversations.user2Id,
      lastSequence: conversations.lastSequence, user1Wrote: wrote('user1_id'), user2Wrote: wrote('user2_id'),
    }).from(conversations).where(inArray(conversations.id, ids));
    return rows.map((r) => ({ ...r, user1Wrote: toBool(r.user1Wrote), user2Wrote: toBool(r.user2Wrote) }));
  }

  async folderRows(ids: number[]): Promise<FolderRow[]> {
    if (ids.length === 0) return [];
    return this.db.select({
      conversationId: conversationFolders.conversationId, userId: conversationFolders.userId,
      folder: conversationFolders.folder, deletedSequence: conversationFolders.deletedSequence,
    }).from(conversationFolders).where(inArray(conversationFolders.conversationId, ids));
  }

  /** Everyone with an accepted collaboration request with `userId` (either way). */
  async acceptedPartners(userId: number): Promise<Set<number>> {
    const rows = await this.db.select({ a: collabRequests.requesterUserId, b: collabRequests.ownerUserId }).from(collabRequests)
      .where(and(eq(collabRequests.status, 'ACCEPTED'), or(eq(collabRequests.requesterUserId, userId), eq(collabRequests.ownerUserId, userId))));
    return new Set(rows.map((r) => (r.a === userId ? r.b : r.a)));
  }

  /** Everyone `userId` blocked (their conversations leave the blocker's list). */
  async blockedBy(userId: number): Promise<Set<number>> {
    const rows = await this.db.select({ id: memberBlocks.blockedUserId }).from(memberBlocks).where(eq(memberBlocks.blockerUserId, userId));
    return new Set(rows.map((r) => r.id));
  }

  /** The first messages the other participant sent in each conversation (not `viewerId`'s), oldest first. */
  async firstMessagesFromOthers(ids: number[], viewerId: number): Promise<Map<number, string[]>> {
    const out = new Map<number, string[]>();
    if (ids.length === 0) return out;
    const rows = await this.db.select({ conversationId: messages.conversationId, content: messages.content }).from(messages)
      .where(and(inArray(messages.conversationId, ids), ne(messages.senderId, viewerId),
        sql`${messages.sequence} <= ${SCANNED_PER_CONVERSATION}`))
      .orderBy(asc(messages.conversationId), asc(messages.sequence));
    for (const r of rows) {
      const list = out.get(r.conversationId) ?? [];
      list.push(r.content);
      out.set(r.conversationId, list);
    }
    return out;
  }

  async setFolder(conversationId: number, userId: number, folder: 'INBOX' | 'DELETED', deletedSequence = 0): Promise<void> {
    await this.db.insert(conversationFolders).values({ conversationId, userId, folder, deletedSequence })
      .onConflictDoUpdate({
        target: [conversationFolders.conversationId, conversationFolders.userId],
        set: { folder, deletedSequence, updatedAt: new Date() },
      });
  }

  /** The sender's side of a request's preview: their channel, account and topics. */
  async senderProfile(userId: number) {
    const [user] = await this.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId)).limit(1);
    const [channel] = await this.db.select({
      id: channels.id, name: channels.name, thumbnail: channels.thumbnail, subscribers: channels.subscribers,
      subscribersHidden: channels.subscribersHidden, syncedAt: channels.syncedAt, categoryId: channels.categoryId,
    }).from(channels).where(eq(channels.ownerUserId, userId)).limit(1);
    return { user: user ?? null, channel: channel ?? null };
  }

  async channelOf(userId: number): Promise<{ id: number; categoryId: number | null } | null> {
    const [row] = await this.db.select({ id: channels.id, categoryId: channels.categoryId }).from(channels)
      .where(eq(channels.ownerUserId, userId)).limit(1);
    return row ?? null;
  }

  /** Tag names the two channels share. */
  async sharedTags(channelA: number, channelB: number): Promise<string[]> {
    const other = this.db.select({ tagId: channelTags.tagId }).from(channelTags).where(eq(channelTags.channelId, channelB));
    const rows = await this.db.select({ name: tags.tagName }).from(channelTags)
      .innerJoin(tags, eq(tags.id, channelTags.tagId))
      .where(and(eq(channelTags.channelId, channelA), inArray(channelTags.tagId, other)))
      .orderBy(asc(tags.tagName))
      .limit(10);
    return rows.map((r) => r.name);
  }

  async categoryName(id: number): Promise<string | null> {
    const [row] = await this.db.select({ name: categories.name }).from(categories).where(eq(categories.id, id)).limit(1);
    return row?.name ?? null;
  }
}

/** PGlite and node-postgres both give booleans; be tolerant of 't'/'f' text from a raw driver. */
function toBool(v: unknown): boolean {
  return v === true || v === 't' || v === 'true';
}
