import { z } from 'zod';

/**
 * How fresh a channel's YouTube numbers are: 'verified' (read from YouTube within STALE_AFTER_DAYS), 'stale'
 * (older, or never synced), 'reconnect' (the owner's YouTube grant was revoked: numbers are no longer refreshed).
 */
export const YOUTUBE_SYNC_STATES = ['verified', 'stale', 'reconnect'] as const;
export type YouTubeSyncState = (typeof YOUTUBE_SYNC_STATES)[number];
export const STALE_AFTER_DAYS = 7;

export const youtubeSyncSchema = z.object({
  state: z.enum(YOUTUBE_SYNC_STATES),
  /** When YouTube last confirmed the numbers (ISO), null when never. */
  syncedAt: z.string().nullable(),
  lastUploadAt: z.string().nullable(),
});
export type YouTubeSync = z.infer<typeof youtubeSyncSchema>;

/** GET /api/channels/{id}/stats-history: subscribers, views and videos over time, oldest first. */
export const channelStatsPointSchema = z.object({
  recordedAt: z.string(),
  subscribers: z.number(),
  views: z.number(),
  videos: z.number(),
});
export type ChannelStatsPoint = z.infer<typeof channelStatsPointSchema>;

export const channelStatsHistorySchema = z.object({
  channelId: z.number().int(),
  points: z.array(channelStatsPointSchema),
});
export type ChannelStatsHistory = z.infer<typeof channelStatsHistorySchema>;

export const statsHistoryQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(365).default(90),
});
