// Queries of the YouTube sync: the channels due, their stored numbers, grants, history and purges.
import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channelContactEmails, channels, channelStats, youtubeDataPurges, youtubeGrants, type ChannelRow } from '../../db/schema';

export type GrantRow = typeof youtubeGrants.$inferSelect;

export interface FreshNumbers {
  subscribers: number;
  subscribersHidden: boolean;
  views: number;
  videos: number;
  etag: string | null;
  uploadsPlaylistId: string | null;
}

/** Where the sync found a channel's contact address. */
export const CONTACT_SOURCE = 'youtube-description';

export class SyncRepository {
  constructor(private readonly db: Db) {}

  async channel(id: number): Promise<ChannelRow | null> {
    return (await this.db.select().from(channels).where(eq(channels.id, id)).limit(1))[0] ?? null;
  }

  async channelsByIds(ids: number[]): Promise<ChannelRow[]> {
    if (ids.length === 0) return [];
    return this.db.select().from(channels).where(inArray(channels.id, ids));
  }

  async numbersByYoutubeIds(youtubeIds: string[]) {
    if (youtubeIds.length === 0) return [];
    return this.db
      .select({
        youtubeId: channels.youtubeId, subscribers: channels.subscribers, views: channels.views, videos: channels.videos,
        description: channels.description,
      })
      .from(channels)
      .where(inArray(channels.youtubeId, youtubeIds));
  }

  async grant(channelId: number): Promise<GrantRow | null> {
    return (await this.db.select().from(youtubeGrants).where(eq(youtubeGrants.channelId, channelId)).limit(1))[0] ?? null;
  }

  /** Stores (or replaces) the grant of a connect; a reconnect makes a revoked grant active again. */
  async saveGrant(channelId: number, userId: number, refreshTokenEnc: string): Promise<void> {
    await this.db
      .insert(youtubeGrants)
      .values({ channelId, userId, refreshTokenEnc, status: 'active' })
      .onConflictDoUpdate({
        target: youtubeGrants.channelId,
        set: { userId, refreshTokenEnc, status: 'active', revokedAt: null, updatedAt: new Date() },
      });
  }

  /** Marks the grant revoked; true only for the call that changed it (so the owner is told once). */
  async revokeGrant(channelId: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(youtubeGrants)
      .set({ status: 'revoked', revokedAt: now, updatedAt: now })
      .where(and(eq(youtubeGrants.channelId, channelId), eq(youtubeGrants.status, 'active')))
      .returning({ channelId: youtubeGrants.channelId });
    return rows.length > 0;
  }

  /** Only synced_at moves: YouTube said nothing changed. */
  async touch(channelIds: number[], now: Date): Promise<void> {
    if (channelIds.length === 0) return;
    await this.db.update(channels).set({ syncedAt: now }).where(inArray(channels.id, channelIds));
  }

  /** New numbers and one history row, in one transaction. */
  async record(channelId: number, n: FreshNumbers, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(channels).set({
        subscribers: n.subscribers,
        subscribersHidden: n.subscribersHidden,
        views: n.views,
        videos: n.videos,
        statsEtag: n.etag,
        uploadsPlaylistId: n.uploadsPlaylistId,
        syncedAt: now,
        syncMissingSince: null,
      }).where(eq(channels.id, channelId));
      await tx.insert(channelStats)
        .values({ channelId, recordedAt: now, subscribers: n.subscribers, views: n.views, videos: n.videos })
        .onConflictDoNothing();
    });
  }

  /**
   * The contact address the channel's public description shows now: stored (with its source and time) or, when
   * the description shows none any more, the one the sync had found removed. An operator's entry is left alone.
   */
  async recordContact(channelId: number, email: string | null, now: Date): Promise<void> {
    if (email === null) {
      await this.db.delete(channelContactEmails)
        .where(and(eq(channelContactEmails.channelId, channelId), eq(channelContactEmails.source, CONTACT_SOURCE)));
      return;
    }
    await this.db.insert(channelContactEmails).values({ channelId, email, source: CONTACT_SOURCE, foundAt: now })
      .onConflictDoUpdate({
        target: channelContactEmails.channelId,
        set: { email, foundAt: now },
        setWhere: eq(channelContactEmails.source, CONTACT_SOURCE),
      });
  }

  /** YouTube did not return these channels: start their 30-day clock (kept if already running). */
  async markMissing(channelIds: number[], now: Date): Promise<void> {
    if (channelIds.length === 0) return;
    await this.db.update(channels)
      .set({ syncMissingSince: sql`coalesce(${channels.syncMissingSince}, ${now.toISOString()}::timestamptz)` })
      .where(inArray(channels.id, channelIds));
  }

  async setLastUpload(channelId: number, at: Date | null): Promise<void> {
    await this.db.update(channels).set({ lastUploadAt: at }).where(eq(channels.id, channelId));
  }

  /** Members' channels with an active grant whose numbers are older than `before`, oldest first. */
  async membersDue(before: Date, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: channels.id })
      .from(channels)
      .innerJoin(youtubeGrants, eq(youtubeGrants.channelId, channels.id))
      .where(and(
        isNotNull(channels.ownerUserId),
        eq(youtubeGrants.status, 'active'),
        or(isNull(channels.syncedAt), lt(channels.syncedAt, before)),
      ))
      .orderBy(sql`${channels.syncedAt} nulls first`, asc(channels.id))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** Non-member channels whose numbers are older than `before`, oldest first. */
  async publicDue(before: Date, limit: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: channels.id })
      .from(channels)
      .where(and(isNull(channels.ownerUserId), or(isNull(channels.syncedAt), lt(channels.syncedAt, before))))
      .orderBy(sql`${channels.syncedAt} nulls first`, asc(channels.id))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /**
   * Deletes every non-member channel whose YouTube data was last refreshed before `before` (or, never synced, that
   * YouTube has not returned since before `before`), writing one audit row per channel in the same transaction.
   * A channel the sync has not tried yet is never purged.
   */
  async purgeUnrefreshed(before: Date, reason: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const doomed = await tx
        .select({ id: channels.id, youtubeId: channels.youtubeId, name: channels.name, syncedAt: channels.syncedAt })
        .from(channels)
        .where(and(
          isNull(channels.ownerUserId),
          sql`coalesce(${channels.syncedAt}, ${channels.syncMissingSince}) < ${before.toISOString()}::timestamptz`,
        ))
        .for('update')
        .limit(1000);
      if (doomed.length === 0) return 0;
      await tx.insert(youtubeDataPurges).values(doomed.map((c) => ({
        channelId: c.id, youtubeId: c.youtubeId, channelName: c.name, lastSyncedAt: c.syncedAt, reason,
      })));
      await tx.delete(channels).where(inArray(channels.id, doomed.map((c) => c.id)));
      // The address came from the same YouTube data: it goes with it.
      await tx.delete(channelContactEmails)
        .where(and(inArray(channelContactEmails.channelId, doomed.map((c) => c.id)), eq(channelContactEmails.source, CONTACT_SOURCE)));
      return doomed.length;
    });
  }

  async history(channelId: number, since: Date) {
    return this.db
      .select({ recordedAt: channelStats.recordedAt, subscribers: channelStats.subscribers, views: channelStats.views, videos: channelStats.videos })
      .from(channelStats)
      .where(and(eq(channelStats.channelId, channelId), sql`${channelStats.recordedAt} >= ${since.toISOString()}::timestamptz`))
      .orderBy(asc(channelStats.recordedAt))
      .limit(500);
  }
}
