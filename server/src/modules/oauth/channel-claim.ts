// Stores the channel read from YouTube for the connecting user, or claims the existing row with the same YouTube
// id when nobody owns it. Shared by every provider. A user owns at most one channel: connecting a different one
// releases the previous row (its profile stays with that row) and claims the new one.
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { channels, type ChannelRow } from '../../db/schema';
import type { InvitationJoinNotifier } from '../invitations/join-notifier';
import type { PendingNotifications } from '../notifications/service';
import type { YouTubeChannelProfile } from './provider';

export type ClaimResult = { kind: 'connected'; channelId: number } | { kind: 'owned-by-other' };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The columns YouTube is the source of; profile fields the member edits are left alone. */
function snapshot(p: YouTubeChannelProfile) {
  return {
    name: p.name,
    handle: p.handle,
    link: p.link,
    thumbnail: p.thumbnail,
    description: p.description,
    subscribers: p.subscribers,
    views: p.views,
    videos: p.videos,
  };
}

export class ChannelClaims {
  constructor(
    private readonly db: Db,
    /** Tells the members who invited the channel that it joined (optional so the claim also works alone). */
    private readonly joins?: InvitationJoinNotifier,
  ) {}

  async storeOrClaim(userId: number, profile: YouTubeChannelProfile): Promise<ClaimResult> {
    let joined = null as PendingNotifications | null;
    const result = await this.db.transaction(async (tx): Promise<ClaimResult> => {
      let existing = await this.lockByYoutubeId(tx, profile.youtubeId);
      if (existing && existing.ownerUserId !== null && existing.ownerUserId !== userId) return { kind: 'owned-by-other' };

      await tx
        .update(channels)
        .set({ ownerUserId: null, updatedAt: new Date() })
        .where(and(eq(channels.ownerUserId, userId), ne(channels.youtubeId, profile.youtubeId)));

      if (!existing) {
        const [created] = await tx
          .insert(channels)
          .values({ youtubeId: profile.youtubeId, ...snapshot(profile), country: profile.country, ownerUserId: userId })
          .onConflictDoNothing({ target: channels.youtubeId })
          .returning();
        // A new row has no invitations yet: only an existing channel can have been invited.
        if (created) return this.finish(tx, created.id, profile);
        // Inserted concurrently by another connect: decide on the row that won.
        existing = await this.lockByYoutubeId(tx, profile.youtubeId);
        if (!existing || (existing.ownerUserId !== null && existing.ownerUserId !== userId)) return { kind: 'owned-by-other' };
      }

      await tx
        .update(channels)
        .set({
          ...snapshot(profile),
          country: existing.country ?? profile.country,
          ownerUserId: userId,
          updatedAt: new Date(),
        })
        .where(eq(channels.id, existing.id));
      joined = await this.notifyInviters(tx, existing.id, profile, userId);
      return this.finish(tx, existing.id, profile);
    });
    // Only after the commit: a rolled-back claim must not announce anything.
    if (this.joins && joined && joined.requested.length > 0) await this.joins.announce(joined);
    return result;
  }

  private async notifyInviters(tx: Tx, channelId: number, profile: YouTubeChannelProfile, userId: number) {
    if (!this.joins) return null;
    return this.joins.inTransaction(tx as unknown as Db, { id: channelId, name: profile.name }, userId);
  }

  private async lockByYoutubeId(tx: Tx, youtubeId: string): Promise<ChannelRow | null> {
    const rows = await tx.select().from(channels).where(eq(channels.youtubeId, youtubeId)).limit(1).for('update');
    return rows[0] ?? null;
  }

  private async finish(tx: Tx, channelId: number, profile: YouTubeChannelProfile): Promise<ClaimResult> {
    await tx.update(channels).set({ subscribersHidden: profile.subscribersHidden }).where(eq(channels.id, channelId));
    return { kind: 'connected', channelId };
  }
}
