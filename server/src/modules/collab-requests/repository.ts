// Collaboration request rows, plus the few channel / conversation facts the request rules read.
import { and, count, desc, eq, gte, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  channels, collabRequests, conversations, type ChannelRow, type CollabRequestRow,
} from '../../db/schema';

export interface PartyChannel { userId: number; channelId: number; name: string; thumbnail: string }

export class CollabRequestRepository {
  constructor(private readonly db: Db) {}

  async byId(id: number): Promise<CollabRequestRow | null> {
    const rows = await this.db.select().from(collabRequests).where(eq(collabRequests.id, id)).limit(1);
    return rows[0] ?? null;
  }

  async insert(row: typeof collabRequests.$inferInsert): Promise<CollabRequestRow> {
    const [created] = await this.db.insert(collabRequests).values(row).returning();
    if (!created) throw new Error('collab request insert returned nothing');
    return created;
  }

  /** Moves a PENDING request to `status`; null when it was no longer pending (someone got there first). */
  async respond(id: number, status: 'ACCEPTED' | 'DECLINED' | 'WITHDRAWN', note: string | null): Promise<CollabRequestRow | null> {
    const [row] = await this.db.update(collabRequests)
      .set({ status, responseNote: note, respondedAt: new Date() })
      .where(and(eq(collabRequests.id, id), eq(collabRequests.status, 'PENDING')))
      .returning();
    return row ?? null;
  }

  async setConversation(id: number, conversationId: number): Promise<void> {
    await this.db.update(collabRequests).set({ conversationId }).where(eq(collabRequests.id, id));
  }

  async pendingFor(requesterUserId: number, channelId: number): Promise<CollabRequestRow | null> {
    const rows = await this.db.select().from(collabRequests)
      .where(and(eq(collabRequests.requesterUserId, requesterUserId), eq(collabRequests.channelId, channelId),
        eq(collabRequests.status, 'PENDING')))
      .limit(1);
    return rows[0] ?? null;
  }

  async latestFor(requesterUserId: number, channelId: number): Promise<CollabRequestRow | null> {
    const rows = await this.db.select().from(collabRequests)
      .where(and(eq(collabRequests.requesterUserId, requesterUserId), eq(collabRequests.channelId, channelId)))
      .orderBy(desc(collabRequests.id))
      .limit(1);
    return rows[0] ?? null;
  }

  async sentSince(requesterUserId: number, since: Date): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(collabRequests)
      .where(and(eq(collabRequests.requesterUserId, requesterUserId), gte(collabRequests.createdAt, since)));
    return Number(row?.n ?? 0);
  }

  /** An accepted request between two members, in either direction (newest first). */
  async acceptedBetween(a: number, b: number): Promise<CollabRequestRow | null> {
    const rows = await this.db.select().from(collabRequests)
      .where(and(eq(collabRequests.status, 'ACCEPTED'), or(
        and(eq(collabRequests.requesterUserId, a), eq(collabRequests.ownerUserId, b)),
        and(eq(collabRequests.requesterUserId, b), eq(collabRequests.ownerUserId, a)),
      )))
      .orderBy(desc(collabRequests.id))
      .limit(1);
    return rows[0] ?? null;
  }

  async list(userId: number, box: 'incoming' | 'outgoing', limit = 100): Promise<CollabRequestRow[]> {
    const who = box === 'incoming' ? collabRequests.ownerUserId : collabRequests.requesterUserId;
    return this.db.select().from(collabRequests).where(eq(who, userId))
      .orderBy(desc(collabRequests.createdAt), desc(collabRequests.id)).limit(limit);
  }

  /** The channel a member owns (each account keeps one). */
  async channelOfUser(userId: number): Promise<ChannelRow | null> {
    const rows = await this.db.select().from(channels).where(eq(channels.ownerUserId, userId)).limit(1);
    return rows[0] ?? null;
  }

  async channelsOfUsers(userIds: number[]): Promise<Map<number, PartyChannel>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .select({ userId: channels.ownerUserId, channelId: channels.id, name: channels.name, thumbnail: channels.thumbnail })
      .from(channels)
      .where(inArray(channels.ownerUserId, [...new Set(userIds)]));
    return new Map(rows.map((r) => [r.userId as number, { ...r, userId: r.userId as number }]));
  }

  async conversationExists(a: number, b: number): Promise<boolean> {
    const [lo, hi] = a < b ? [a, b] : [b, a];
    const rows = await this.db.select({ id: conversations.id }).from(conversations)
      .where(and(eq(conversations.user1Id, lo), eq(conversations.user2Id, hi))).limit(1);
    return rows.length > 0;
  }

  /** Collaboration status of the channel a member owns (null: none set, or no channel). */
  async statusOfUser(userId: number): Promise<number | null> {
    const rows = await this.db.select({ status: channels.collaborationStatus }).from(channels)
      .where(eq(channels.ownerUserId, userId)).limit(1);
    return rows[0]?.status ?? null;
  }
}

