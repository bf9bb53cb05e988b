import { z } from 'zod';
import { trimmedSafeText } from './common';
import { COLLABORATION_OPTION_KEYS, OPTION_DESCRIPTION_MAX, REVIEW_TEXT_MAX } from './collaboration-options';
import { channelCardSchema } from './channels';

export const collaborationOptionKeySchema = z.enum(COLLABORATION_OPTION_KEYS);

export const collaborationOptionSchema = z.object({
  key: collaborationOptionKeySchema,
  label: z.string(),
  available: z.boolean(),
  description: z.string(),
});
export type CollaborationOption = z.infer<typeof collaborationOptionSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  authorUserId: z.number().int(),
  authorName: z.string(),
  authorThumbnail: z.string().nullable(),
  authorChannelId: z.number().int().nullable(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** Why the viewer cannot send a request now (null: they can). */
export const requestBlockReasonSchema = z.enum([
  'OWN_CHANNEL', 'NOT_REGISTERED', 'NOT_ACTIVELY_SEEKING', 'PENDING', 'NO_OPTIONS', 'PREMIUM_REQUIRED',
]);
export type RequestBlockReason = z.infer<typeof requestBlockReasonSchema>;

/**
 * GET /api/channels/{id}/collaboration. `options` and `reviews` are present only for premium callers (and the
 * channel's owner); everyone else gets the counts for the teaser.
 */
export const channelCollaborationSchema = z.object({
  channel: channelCardSchema,
  banner: z.string(),
  premium: z.boolean(),
  isOwner: z.boolean(),
  optionsCount: z.number().int(),
  availableOptionsCount: z.number().int(),
  reviewsCount: z.number().int(),
  options: z.array(collaborationOptionSchema).optional(),
  reviews: z.array(reviewSchema).optional(),
  viewer: z.object({
    requestBlockedBy: requestBlockReasonSchema.nullable(),
    pendingRequestId: z.number().int().nullable(),
    /** The caller's latest request to this channel, so the requester sees its status. */
    lastRequest: z.object({
      id: z.number().int(),
      status: z.enum(['PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN']),
      conversationId: z.number().int().nullable(),
      responseNote: z.string().nullable(),
    }).nullable(),
    /** The caller may review this channel (an accepted request between them); their review, if written. */
    canReview: z.boolean(),
    myReview: reviewSchema.nullable(),
  }),
});
export type ChannelCollaboration = z.infer<typeof channelCollaborationSchema>;

export const updateCollaborationOptionsSchema = z.object({
  options: z
    .array(z.object({
      key: collaborationOptionKeySchema,
      available: z.boolean(),
      description: trimmedSafeText(OPTION_DESCRIPTION_MAX).default(''),
    }))
    .max(COLLABORATION_OPTION_KEYS.length)
    .refine((list) => new Set(list.map((o) => o.key)).size === list.length, 'each option may appear once'),
});
export type UpdateCollaborationOptions = z.input<typeof updateCollaborationOptionsSchema>;

export const ownCollaborationOptionsSchema = z.object({ options: z.array(collaborationOptionSchema) });
export type OwnCollaborationOptions = z.infer<typeof ownCollaborationOptionsSchema>;

/** GET /api/channels/{id}/reviews: `reviews` only for premium callers (and the owner), `count` always. */
export const channelReviewsSchema = z.object({
  count: z.number().int(),
  reviews: z.array(reviewSchema).optional(),
});
export type ChannelReviews = z.infer<typeof channelReviewsSchema>;

export const upsertReviewSchema = z.object({
  text: trimmedSafeText(REVIEW_TEXT_MAX).pipe(z.string().min(1, 'Write a few words')),
});
export type UpsertReview = z.input<typeof upsertReviewSchema>;
