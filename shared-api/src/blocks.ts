// Block: silent, immediate and two-way (docs/trust-and-safety.md "Block"). Once a member blocks another, neither
// may message the other, neither sees the other's presence, typing or read receipts, and each disappears from the
// other's discovery and name search. The blocked member is never told.
import { z } from 'zod';
import { dbId } from './common';
import { CONVERSATIONS_CHANGED_EVENT, CONVERSATIONS_CHANGED_REASONS } from './conversations-changed';
import type { NotificationPush } from './notifications';

/** What a refused send, conversation or request says: neutral, never "you are blocked". */
export const CANT_SEND_MESSAGE = "You can't send messages in this conversation.";
export const CANT_REQUEST_MESSAGE = "You can't send a collaboration request to this channel.";

/** POST /api/blocks (idempotent). */
export const blockRequestSchema = z.object({ userId: dbId });
export type BlockRequest = z.infer<typeof blockRequestSchema>;

/** One blocked member as the blocker's Settings list shows them. */
export const blockedChannelSchema = z.object({
  userId: z.number().int(),
  channelId: z.number().int().nullable(),
  channelName: z.string(),
  avatarUrl: z.string(),
  blockedAt: z.string(),
});
export type BlockedChannel = z.infer<typeof blockedChannelSchema>;

export const blockedChannelsResponseSchema = z.object({ blocked: z.array(blockedChannelSchema) });
export type BlockedChannelsResponse = z.infer<typeof blockedChannelsResponseSchema>;

export const blockResponseSchema = z.object({ success: z.literal(true), blocked: z.boolean() });
export type BlockResponse = z.infer<typeof blockResponseSchema>;

/**
 * Pushed on `/user/{id}/queue/notifications` to the blocker's sessions when they block or unblock someone, so an
 * open chat view drops (or reloads) that conversation without a reload of the page.
 */
export const conversationsChangedPushSchema = z.object({
  event: z.literal(CONVERSATIONS_CHANGED_EVENT),
  /** The other member. */
  userId: z.number().int(),
  reason: z.enum(CONVERSATIONS_CHANGED_REASONS),
});
export type ConversationsChangedPush = z.infer<typeof conversationsChangedPushSchema>;

/** Everything pushed on a member's notifications queue. */
export type AccountPush = NotificationPush | ConversationsChangedPush;
