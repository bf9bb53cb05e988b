import { z } from 'zod';
import { INT4_MAX, safeText } from './common';
import { youtubeSyncSchema } from './channel-stats';
import { collabFitSchema } from './collab-fit-schema';
import { CHANNEL_FETCH_MAX, CHANNEL_FETCH_SIZE, SEARCH_PAGE_SIZE, SORT_OPTIONS } from './constants';

export const languageSchema = z.object({ id: z.number().int(), language: z.string() });
export type Language = z.infer<typeof languageSchema>;

export const tagSchema = z.object({ id: z.number().int(), tagName: z.string() });
export type Tag = z.infer<typeof tagSchema>;

/** A channel as mapped for dashboard cards (SPEC §3). Never carries another user's email or Firebase uid. */
export const channelCardSchema = z.object({
  id: z.number().int(),
  youtubeId: z.string(),
  name: z.string(),
  channelName: z.string(),
  thumbnail: z.string(),
  subscriberCount: z.number(),
  videoCount: z.number(),
  views: z.number(),
  category: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  language: z.string().nullable(),
  description: z.string().nullable(),
  collaboration_status: z.number().int().nullable(),
  collaborationStatus: z.number().int().nullable(),
  isRegistered: z.boolean(),
  userId: z.number().int().nullable(),
  link: z.string().nullable(),
  handle: z.string().nullable(),
  userChannelId: z.number().int(),
  about: z.string().nullable(),
  collaborationInterests: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  createdAt: z.string(),
  /** When YouTube last confirmed the numbers (ISO); absent from older servers. */
  syncedAt: z.string().nullable().optional(),
  /** The channel's newest upload (ISO), when known. */
  lastUploadAt: z.string().nullable().optional(),
  /** Relevance for a member (the collab-fit order): the fit with the member's channel, component by component. */
  fit: collabFitSchema.optional(),
});
export type ChannelCard = z.infer<typeof channelCardSchema>;

/** GET /api/channels/{id}: a card plus its tags and content languages (added for the profile page). */
export const channelDetailSchema = channelCardSchema.extend({
  tags: z.array(tagSchema),
  languages: z.array(languageSchema),
  /** Freshness of the numbers (the "Verified · synced … ago" badge, the reconnect state). */
  youtubeSync: youtubeSyncSchema.optional(),
});
export type ChannelDetail = z.infer<typeof channelDetailSchema>;

/** Subscriber counts are bigint: a bound beyond JavaScript's safe integers cannot be a real count. */
export const SUBSCRIBER_BOUND_MAX = Number.MAX_SAFE_INTEGER;

/**
 * Empty or non-numeric bounds fall back to the spec defaults on the server; a numeric bound must be a count the
 * database can compare (finite, at most SUBSCRIBER_BOUND_MAX).
 */
const looseNumber = z
  .union([z.number(), safeText(64), z.null()])
  .refine((v) => {
    if (v === null || (typeof v === 'string' && v.trim() === '')) return true;
    const n = typeof v === 'number' ? v : Number(v.trim());
    return Number.isNaN(n) || (Number.isFinite(n) && Math.abs(n) <= SUBSCRIBER_BOUND_MAX);
  }, `Must be at most ${SUBSCRIBER_BOUND_MAX}`)
  .optional();
const looseText = z.union([safeText(200), z.number(), z.null()]).optional();

export const channelFilterSchema = z.object({
  subscribers_min: looseNumber,
  subscribers_max: looseNumber,
  language: looseText,
  category: looseText,
  collaboration_status: looseText,
  /** Only channels with an upload in the last N days ("active in the last 30 days"). */
  active_within_days: z.union([z.literal(30), z.null()]).optional(),
});
export type ChannelFilter = z.infer<typeof channelFilterSchema>;

export const loadFilteredChannelsRequestSchema = z.object({
  filter: channelFilterSchema.optional().default({}),
  sort_by: z.enum(SORT_OPTIONS).optional().default('relevance'),
  pagination: z
    .object({
      page: z.coerce.number().int().min(0).max(1_000_000).default(0),
      limit: z.coerce.number().int().min(1).max(CHANNEL_FETCH_MAX).default(CHANNEL_FETCH_SIZE),
    })
    .optional()
    .default({ page: 0, limit: CHANNEL_FETCH_SIZE }),
});
export type LoadFilteredChannelsRequest = z.input<typeof loadFilteredChannelsRequestSchema>;

export const loadFilteredChannelsResponseSchema = z.object({
  channels: z.array(channelCardSchema),
  totalCount: z.number().int(),
  /**
   * True when totalCount was counted for this answer (small results); false when it is a recent count or an
   * estimate of a large result (the pager then shows it as approximate). Absent from older servers.
   */
  totalCountExact: z.boolean().optional(),
});
export type LoadFilteredChannelsResponse = z.infer<typeof loadFilteredChannelsResponseSchema>;

export const findChannelsByNameRequestSchema = z.object({
  name: safeText(200).trim().min(1).max(100),
  pagination: z
    .object({
      page: z.coerce.number().int().min(0).max(1000).default(0),
      limit: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
    })
    .optional()
    .default({ page: 0, limit: SEARCH_PAGE_SIZE }),
});
export type FindChannelsByNameRequest = z.input<typeof findChannelsByNameRequestSchema>;

export const findChannelsByNameResponseSchema = z.object({ channels: z.array(channelCardSchema) });
export type FindChannelsByNameResponse = z.infer<typeof findChannelsByNameResponseSchema>;

/** GET /api/channels/{id}: a channel id (digits, within the column's range) or a YouTube channel id. */
export const channelRefParam = z
  .string()
  .regex(/^[\w-]{1,64}$/, 'Channel id or YouTube channel id')
  .refine((v) => !/^\d+$/.test(v) || (v.length <= 10 && Number(v) <= INT4_MAX), `A channel id must be at most ${INT4_MAX}`);

export const languagesResponseSchema = z.array(languageSchema);
export const tagsResponseSchema = z.array(tagSchema);
