// Message requests (docs/trust-and-safety.md "Message requests"): a first conversation from someone the member
// never talked to (and no accepted collaboration request) waits under Requests, or Spam when the first-contact
// detectors flag it, until the member accepts (or replies).
import { z } from 'zod';
import { CONVERSATION_FOLDERS } from './conversation-folders';

export { CONVERSATION_FOLDERS } from './conversation-folders';
export const conversationFolderSchema = z.enum(CONVERSATION_FOLDERS);
export type ConversationFolder = z.infer<typeof conversationFolderSchema>;

/** GET /api/conversations/{userId}?folder=…: only that folder's conversations (without it: every folder). */
export const conversationsQuerySchema = z.object({ folder: conversationFolderSchema.optional() });

/** Subscriber tiers shown in a request's preview (the exact count is on the profile). */
export const SUBSCRIBER_TIERS = ['Under 1K', '1K–10K', '10K–100K', '100K–1M', '1M+'] as const;
export type SubscriberTier = (typeof SUBSCRIBER_TIERS)[number];

export function subscriberTier(subscribers: number): SubscriberTier {
  if (subscribers < 1_000) return 'Under 1K';
  if (subscribers < 10_000) return '1K–10K';
  if (subscribers < 100_000) return '10K–100K';
  if (subscribers < 1_000_000) return '100K–1M';
  return '1M+';
}

/** GET /api/message-requests/{conversationId}: who is writing, for the member to decide. */
export const messageRequestPreviewSchema = z.object({
  conversationId: z.number().int(),
  folder: conversationFolderSchema,
  sender: z.object({
    userId: z.number().int(),
    channelId: z.number().int().nullable(),
    channelName: z.string(),
    avatarUrl: z.string(),
    /** The channel's YouTube numbers were confirmed by YouTube (a connected channel). */
    verified: z.boolean(),
    subscriberTier: z.enum(SUBSCRIBER_TIERS).nullable(),
    /** When the sender's account was created (ISO) and its age in whole days. */
    accountCreatedAt: z.string(),
    accountAgeDays: z.number().int(),
  }),
  /** Topics (tags and the category) the sender's channel shares with the member's. */
  sharedTopics: z.array(z.string()),
});
export type MessageRequestPreview = z.infer<typeof messageRequestPreviewSchema>;

export const messageRequestActionResponseSchema = z.object({ success: z.literal(true), folder: z.enum(['INBOX', 'DELETED']) });
export type MessageRequestActionResponse = z.infer<typeof messageRequestActionResponseSchema>;
