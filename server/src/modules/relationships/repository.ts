// The facts the relationship policy decides on: a member's collaboration status, accepted collaboration requests,
// and whether one member has ever written to another.
import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels, collabRequests, conversationFolders, conversations, memberBlocks, messages } from '../../db/schema';

export class RelationshipRepository {
  constructor(private readonly db: Db) {}

  /** Collaboration status of the channel a member owns (null: none set, or no channel). */
  async statusOf(userId: number): Promise<number | null> {
    const rows = await this.db.select({ status: channels.collaborationStatus }).from(channels)
      .where(eq(channels.ownerUserId, userId)).limit(1);
    return rows[0]?.status ?? null;
  }

  /** Whether a collaboration request between the two (either way) was accepted. */
  async acceptedRequestBetween(a: number, b: number): Promise<boolean> {
    const rows = await this.db.select({ id: collabRequests.id }).from(collabRequests)
      .where(and(eq(collabRequests.status, 'ACCEPTED'), or(
        and(eq(collabRequests.requesterUserId, a), eq(collabRequests.ownerUserId, b)),
        and(eq(collabRequests.requesterUserId, b), eq(collabRequests.ownerUserId, a)),
      )))
      .limit(1);
    return rows.length > 0;
  }

  /** Whether `speaker` has sent at least one message to `listener` (in their one conversation). */
  async hasWrittenTo(speaker: number, listener: number): Promise<boolean> {
    const [lo, hi] = speaker < listener ? [speaker, listener] : [listener, speaker];
    const rows = await this.db.select({ id: conversations.id }).from(conversations)
      .where(and(eq(conversations.user1Id, lo), eq(conversations.user2Id, hi), this.wrote(speaker)))
      .limit(1);
    return rows.length > 0;
  }

  /** Whether the two already share a conversation (restricted members may continue those, not start new ones). */
  async conversationExists(a: number, b: number): Promise<boolean> {
    const [lo, hi] = a < b ? [a, b] : [b, a];
    const rows = await this.db.select({ id: conversations.id }).from(conversations)
      .where(and(eq(conversations.user1Id, lo), eq(conversations.user2Id, hi)))
      .limit(1);
    return rows.length > 0;
  }

  /** Whether either of the two blocked the other. */
  async blockedEitherWay(a: number, b: number): Promise<boolean> {
    const rows = await this.db.select({ one: sql`1` }).from(memberBlocks)
      .where(or(
        and(eq(memberBlocks.blockerUserId, a), eq(memberBlocks.blockedUserId, b)),
        and(eq(memberBlocks.blockerUserId, b), eq(memberBlocks.blockedUserId, a)),
      ))
      .limit(1);
    return rows.length > 0;
  }

  /** Everyone `userId` blocked or was blocked by. */
  async blockedWith(userId: number): Promise<number[]> {
    const rows = await this.db.select({ a: memberBlocks.blockerUserId, b: memberBlocks.blockedUserId }).from(memberBlocks)
      .where(or(eq(memberBlocks.blockerUserId, userId), eq(memberBlocks.blockedUserId, userId)));
    return [...new Set(rows.map((r) => (r.a === userId ? r.b : r.a)))];
  }

  /** Whether `userId` accepted the message request of their conversation with `otherId` (Accept, not a reply). */
  async acceptedConversation(userId: number, otherId: number): Promise<boolean> {
    const [lo, hi] = userId < otherId ? [userId, otherId] : [otherId, userId];
    const rows = await this.db.select({ one: sql`1` }).from(conversationFolders)
      .innerJoin(conversations, eq(conversations.id, conversationFolders.conversationId))
      .where(and(eq(conversations.user1Id, lo), eq(conversations.user2Id, hi),
        eq(conversationFolders.userId, userId), eq(conversationFolders.folder, 'INBOX')))
      .limit(1);
    return rows.length > 0;
  }

  /** Everyone `userId` has written to, whose request they accepted, or with an accepted collaboration request. */
  async engagedWith(userId: number): Promise<number[]> {
    const [written, accepted, acceptedConversations] = await Promise.all([
      this.db.select({ user1Id: conversations.user1Id, user2Id: conversations.user2Id }).from(conversations)
        .where(and(or(eq(conversations.user1Id, userId), eq(conversations.user2Id, userId)), this.wrote(userId))),
      this.db.select({ a: collabRequests.requesterUserId, b: collabRequests.ownerUserId }).from(collabRequests)
        .where(and(eq(collabRequests.status, 'ACCEPTED'), or(eq(collabRequests.requesterUserId, userId), eq(collabRequests.ownerUserId, userId)))),
      this.db.select({ user1Id: conversations.user1Id, user2Id: conversations.user2Id }).from(conversationFolders)
        .innerJoin(conversations, eq(conversations.id, conversationFolders.conversationId))
        .where(and(eq(conversationFolders.userId, userId), eq(conversationFolders.folder, 'INBOX'))),
    ]);
    const ids = new Set<number>();
    for (const c of written) ids.add(c.user1Id === userId ? c.user2Id : c.user1Id);
    for (const r of accepted) ids.add(r.a === userId ? r.b : r.a);
    for (const c of acceptedConversations) ids.add(c.user1Id === userId ? c.user2Id : c.user1Id);
    return [...ids];
  }

  /** The conversation holds at least one message from `userId`. */
  private wrote(userId: number) {
    return exists(this.db.select({ one: sql`1` }).from(messages)
      .where(and(eq(messages.conversationId, conversations.id), eq(messages.senderId, userId))));
  }
}
