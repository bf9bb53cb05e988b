// The development provider of the sync (OAUTH_PROVIDER=dev, never in production): no network. Each read answers
// the channel's stored numbers nudged a little upward, so the growth chart and "synced … ago" move while the
// product runs offline. A refresh token the development connect issued is always valid, except one that a test or a
// developer marked revoked (prefix `dev-revoked:`), which answers like Google's invalid_grant.
import { createHash } from 'node:crypto';
import { GrantRevokedError, type ChannelStatsItem, type YouTubeDataSource } from './data-source';

export const DEV_REFRESH_PREFIX = 'dev-refresh:';
export const DEV_REVOKED_PREFIX = 'dev-revoked:';

export interface StoredNumbers {
  youtubeId: string;
  subscribers: number;
  views: number;
  videos: number;
  /** The description stored for the channel (the development provider answers it as YouTube's). */
  description: string | null;
}

/** A small deterministic-looking step per call: 0.1-1 % more subscribers, 0.2-2 % more views, sometimes a video. */
function nudge(n: StoredNumbers): ChannelStatsItem {
  const roll = createHash('sha256').update(`${n.youtubeId}:${Date.now()}:${Math.random()}`).digest();
  const pct = (byte: number, max: number) => ((byte as number) / 255) * max;
  const subscribers = Math.round(Math.max(n.subscribers, 120) * (1 + 0.001 + pct(roll[0] ?? 0, 0.009)));
  const views = Math.round(Math.max(n.views, 1000) * (1 + 0.002 + pct(roll[1] ?? 0, 0.018)));
  const videos = n.videos + ((roll[2] ?? 0) % 4 === 0 ? 1 : 0);
  return {
    youtubeId: n.youtubeId,
    etag: roll.subarray(0, 8).toString('hex'),
    subscribers,
    subscribersHidden: false,
    views,
    videos,
    uploadsPlaylistId: `UU${n.youtubeId.slice(2)}`,
    description: n.description,
  };
}

export function createDevDataSource(load: (youtubeIds: string[]) => Promise<StoredNumbers[]>): YouTubeDataSource {
  return {
    async refreshAccessToken(refreshToken) {
      if (refreshToken.startsWith(DEV_REVOKED_PREFIX)) throw new GrantRevokedError('development grant revoked');
      return `dev-access:${refreshToken.slice(DEV_REFRESH_PREFIX.length)}`;
    },
    async listChannels(youtubeIds) {
      const stored = await load(youtubeIds);
      return { notModified: false, etag: null, items: stored.map(nudge) };
    },
    async latestUpload(playlistId) {
      // Somewhere in the last ten days, stable for a playlist within a day.
      const day = Math.floor(Date.now() / 86_400_000);
      const h = createHash('sha256').update(`${playlistId}:${day}`).digest();
      return new Date(Date.now() - ((h[0] ?? 0) / 255) * 10 * 86_400_000);
    },
  };
}
