// What the sync needs from Google: renew an access token from a stored refresh token, read channels' public
// statistics and description (channels.list, 1 quota unit a call whatever the parts, up to 50 ids), and the newest upload of a channel
// (playlistItems.list on its uploads playlist, 1 unit). The Google adapter and the development provider implement it.

export interface ChannelStatsItem {
  youtubeId: string;
  /** The item's ETag: equal to the stored one when nothing changed. */
  etag: string | null;
  subscribers: number;
  subscribersHidden: boolean;
  views: number;
  videos: number;
  uploadsPlaylistId: string | null;
  /** The channel's public description (snippet.description), where creators list a business address. */
  description: string | null;
}

export type ChannelListResult =
  | { notModified: true }
  | { notModified: false; etag: string | null; items: ChannelStatsItem[] };

/** A member's call carries their access token; a public call uses the API key. */
export type DataApiAuth = { accessToken: string } | { apiKey: true };

export interface YouTubeDataSource {
  /** Throws GrantRevokedError when Google answers invalid_grant. */
  refreshAccessToken(refreshToken: string): Promise<string>;
  /** `etag`: sent as If-None-Match (a 304 answers notModified). Throws QuotaExceededError. */
  listChannels(youtubeIds: string[], auth: DataApiAuth, etag?: string | null): Promise<ChannelListResult>;
  /** The publish time of the newest item of the playlist, or null when it is empty or gone. */
  latestUpload(playlistId: string, auth: DataApiAuth): Promise<Date | null>;
}

export class GrantRevokedError extends Error {
  override name = 'GrantRevokedError';
}

export class QuotaExceededError extends Error {
  override name = 'QuotaExceededError';
}

export class YouTubeCallError extends Error {
  override name = 'YouTubeCallError';
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

/** YouTube shows public subscriber counts rounded down to three significant figures (123,456 → 123,000). */
export function roundLikeYouTube(count: number): number {
  if (!Number.isFinite(count) || count < 1000) return Math.max(0, Math.floor(count || 0));
  const unit = 10 ** (Math.floor(Math.log10(count)) - 2);
  return Math.floor(count / unit) * unit;
}
