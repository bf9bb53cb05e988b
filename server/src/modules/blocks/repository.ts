// The rows of a block: member_blocks (migration 0110), and what a block ends between the two members.
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels, collabRequests, conversations, memberBlocks, users } from '../../db/schema';

export interface BlockedRow {
  userId: number;
  channelId: number | null;
  channelName: string | null;
  thumbnail: string | null;
  blockedAt: Date;
}

export class BlockRepository {
  constructor(private readonly db: Db) {}

  async userExists(userId: number): Promise<boolean> {
    const rows = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    return rows.length > 0;
  }

  /** Inserts the block; false when it already existed (blocking twice is one block). */
  async insert(blockerId: number, blockedId: number): Promise<boolean> {
    const rows = await this.db.insert(memberBlocks).values({ blockerUserId: blockerId, blockedUserId: blockedId })
      .onConflictDoNothing().returning({ at: memberBlocks.createdAt });
    return rows.length > 0;
  }

  /** Removes the block; false when there was none. */
  async remove(blockerId: number, blockedId: number): Promise<boolean> {
    const rows = await this.db.delete(memberBlocks)
      .where(and(eq(memberBlocks.blockerUserId, blockerId), eq(memberBlocks.blockedUserId, blockedId)))
      .returning({ at: memberBlocks.createdAt });
    return rows.length > 0;
  }

  /** The members `blockerId` blocked, newest first, with their channel (if any). */
  async blockedBy(blockerId: number): Promise<BlockedRow[]> {
    return this.db.select({
      userId: memberBlocks.blockedUserId,
      channelId: channels.id,
      channelName: channels.name,
      thumbnail: channels.thumbnail,
      blockedAt: memberBlocks.createdAt,
    }).from(memberBlocks)
      .leftJoin(channels, eq(channels.ownerUserId, memberBlocks.blockedUserId))
      .where(eq(memberBlocks.blockerUserId, blockerId))
      .orderBy(desc(memberBlocks.createdAt))
      .limit(1000);
  }

  /** Declines the pending collaboration requests between the two (either way) without a word; their ids. */
  async declinePendingRequests(a: number, b: number): Promise<number[]> {
    const rows = await this.db.update(collabRequests)
      .set({ status: 'DECLINED', respondedAt: new Date() })
      .where(and(eq(collabRequests.status, 'PENDING'), or(
        and(eq(collabRequests.requesterUserId, a), eq(collabRequests.ownerUserId, b)),
        and(eq(collabRequests.requesterUserId, b), eq(collabRequests.ownerUserId, a)),
      )))
      .returning({ id: collabRequests.id });
    return rows.map((r) => r.id);
  }

  /** The conversation of the pair, if any. */
  async conversationOf(a: number, b: number): Promise<number | null> {
    const [lo, hi] = a < b ? [a, b] : [b, a];
    const rows = await this.db.select({ id: conversations.id }).from(conversations)
      .where(and(eq(conversations.user1Id, lo), eq(conversations.user2Id, hi))).limit(1);
    return rows[0]?.id ?? null;
  }

  /** Channel ids owned by any of the users (what discovery and name search leave out). */
  async channelIdsOf(userIds: number[]): Promise<number[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db.select({ id: channels.id }).from(channels)
      .where(inArray(channels.ownerUserId, userIds));
    return rows.map((r) => r.id);
  }
}
