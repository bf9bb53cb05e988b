// The rules of the YouTube sync. A member's channel is read with the member's own grant (token refreshed from the
// stored, encrypted refresh token); other channels' public numbers are read 50 ids per channels.list call. Every
// call is counted against the daily quota first; quotaExceeded (or a spent budget) stops all calls until the next
// Pacific midnight. A revoked grant puts the channel in the "Reconnect YouTube" state, tells the owner once, and
// sync skips it until they reconnect.
import type { NotificationService } from '../notifications/service';
import {
  GrantRevokedError, QuotaExceededError, roundLikeYouTube, type ChannelStatsItem, type YouTubeDataSource,
} from './data-source';
import { extractContactEmail } from './contact-email';
import type { QuotaLedger } from './quota-ledger';
import type { SyncRepository } from './repository';
import type { TokenCipher } from './token-cipher';

export const RECONNECT_NOTIFICATION_TYPE = 'YOUTUBE_RECONNECT';
const BATCH = 50;
const DAY_MS = 86_400_000;
/** YouTube API data may not be kept longer than this without refreshing it. */
export const RETENTION_MS = 30 * DAY_MS;

export type SyncOutcome =
  | { kind: 'synced' | 'not-modified' | 'skipped' | 'revoked' }
  | { kind: 'deferred'; until: Date };

export interface SyncClock {
  now(): Date;
}

export class YouTubeSyncService {
  constructor(
    private readonly repo: SyncRepository,
    private readonly ledger: QuotaLedger,
    private readonly source: YouTubeDataSource,
    private readonly cipher: TokenCipher,
    private readonly notifications: NotificationService,
    private readonly clock: SyncClock = { now: () => new Date() },
  ) {}

  /** A channel's recorded numbers since `since` (oldest first), or null for an unknown channel. */
  async statsHistory(channelId: number, since: Date) {
    if (!(await this.repo.channel(channelId))) return null;
    return this.repo.history(channelId, since);
  }

  /** Called by the connect flow: stores the new grant (encrypted) and clears a "Reconnect YouTube" state. */
  async saveGrant(channelId: number, userId: number, refreshToken: string): Promise<void> {
    await this.repo.saveGrant(channelId, userId, this.cipher.encrypt(refreshToken));
  }

  async syncMember(channelId: number): Promise<SyncOutcome> {
    const now = this.clock.now();
    const channel = await this.repo.channel(channelId);
    const grant = await this.repo.grant(channelId);
    if (!channel || channel.ownerUserId === null || !grant || grant.userId !== channel.ownerUserId) return { kind: 'skipped' };
    if (grant.status === 'revoked') return { kind: 'skipped' };
    const blocked = await this.ledger.blockedUntil(now);
    if (blocked) return { kind: 'deferred', until: blocked };

    let accessToken: string;
    try {
      accessToken = await this.source.refreshAccessToken(this.cipher.decrypt(grant.refreshTokenEnc));
    } catch (err) {
      if (!(err instanceof GrantRevokedError)) throw err;
      await this.revoke(channelId, channel.ownerUserId, channel.name, now);
      return { kind: 'revoked' };
    }
    const auth = { accessToken };
    const listed = await this.spend(now, () => this.source.listChannels([channel.youtubeId], auth, channel.statsEtag));
    if ('deferred' in listed) return { kind: 'deferred', until: listed.deferred };
    const result = listed.value;
    if (result.notModified) {
      await this.repo.touch([channelId], now);
      return { kind: 'not-modified' };
    }
    const item = result.items.find((i) => i.youtubeId === channel.youtubeId);
    if (!item) return { kind: 'skipped' }; // gone from YouTube: the numbers age until the owner reconnects
    // A one-channel call is revalidated with the response's ETag (If-None-Match).
    await this.repo.record(channelId, numbersOf(item, result.etag ?? item.etag), now);
    if (item.uploadsPlaylistId) {
      const upload = await this.spend(now, () => this.source.latestUpload(item.uploadsPlaylistId as string, auth));
      if ('deferred' in upload) return { kind: 'deferred', until: upload.deferred };
      await this.repo.setLastUpload(channelId, upload.value);
    }
    return { kind: 'synced' };
  }

  /**
   * Public numbers of non-member channels, one channels.list call per 50 channels, and the business address their
   * public description shows (where an invitation to join is emailed).
   */
  async syncPublic(channelIds: number[]): Promise<SyncOutcome> {
    const now = this.clock.now();
    const rows = (await this.repo.channelsByIds(channelIds)).filter((c) => c.ownerUserId === null);
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH);
      const listed = await this.spend(now, () => this.source.listChannels(batch.map((c) => c.youtubeId), { apiKey: true }));
      if ('deferred' in listed) return { kind: 'deferred', until: listed.deferred };
      if (listed.value.notModified) continue;
      const byYoutubeId = new Map(listed.value.items.map((item) => [item.youtubeId, item]));
      const unchanged: number[] = [];
      const missing: number[] = [];
      for (const channel of batch) {
        const item = byYoutubeId.get(channel.youtubeId);
        // Not returned: deleted or terminated. Its data ages out (see purge).
        if (!item) {
          missing.push(channel.id);
          continue;
        }
        if (item.etag !== null && item.etag === channel.statsEtag) {
          unchanged.push(channel.id);
          continue;
        }
        await this.repo.record(channel.id, numbersOf(item, item.etag), now);
        await this.repo.recordContact(channel.id, extractContactEmail(item.description), now);
      }
      await this.repo.touch(unchanged, now);
      await this.repo.markMissing(missing, now);
    }
    return { kind: 'synced' };
  }

  /** Deletes non-member channels whose data could not be refreshed within 30 days (one audit row each). */
  purgeUnrefreshed(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - RETENTION_MS);
    return this.repo.purgeUnrefreshed(before, 'YouTube data not refreshed within 30 days');
  }

  membersDue(intervalMs: number, limit: number): Promise<number[]> {
    return this.repo.membersDue(new Date(this.clock.now().getTime() - intervalMs), limit);
  }

  publicDue(intervalMs: number, limit: number): Promise<number[]> {
    return this.repo.publicDue(new Date(this.clock.now().getTime() - intervalMs), limit);
  }

  quotaBlockedUntil(): Promise<Date | null> {
    return this.ledger.blockedUntil(this.clock.now());
  }

  /** Reserves one unit, makes the call, and turns quotaExceeded into a block until the quota day ends. */
  private async spend<T>(now: Date, callApi: () => Promise<T>): Promise<{ value: T } | { deferred: Date }> {
    const reservation = await this.ledger.reserve(1, now);
    if (!reservation.ok) return { deferred: reservation.retryAt };
    try {
      return { value: await callApi() };
    } catch (err) {
      if (!(err instanceof QuotaExceededError)) throw err;
      return { deferred: await this.ledger.block(now) };
    }
  }

  private async revoke(channelId: number, ownerUserId: number, channelName: string, now: Date): Promise<void> {
    if (!(await this.repo.revokeGrant(channelId, now))) return;
    await this.notifications.notify([{
      userId: ownerUserId,
      type: RECONNECT_NOTIFICATION_TYPE,
      title: 'Reconnect YouTube',
      description: `CollabHub can no longer read ${channelName.slice(0, 150)} from YouTube. Reconnect it to keep your numbers verified.`,
      link: '/profile/me',
      sourceId: `channel:${channelId}`,
    }]);
  }
}

function numbersOf(item: ChannelStatsItem, etag: string | null) {
  return {
    subscribers: roundLikeYouTube(item.subscribers),
    subscribersHidden: item.subscribersHidden,
    views: item.views,
    videos: item.videos,
    etag,
    uploadsPlaylistId: item.uploadsPlaylistId,
  };
}
