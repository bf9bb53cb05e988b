import { z } from 'zod';
import { dbCount, dbId, safeText, storable } from './common';
import { MESSAGE_MAX_LENGTH, MESSAGE_PAGE_MAX, MESSAGE_PAGE_SIZE } from './constants';

export const messageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  sequence: z.number().int(),
  senderId: z.number().int(),
  recipientId: z.number().int(),
  content: z.string(),
  timestamp: z.string(),
  clientMessageId: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof messageSchema>;

export const CLIENT_MESSAGE_ID_MAX = 100;

export const sendMessageRequestSchema = z.object({
  senderId: dbId,
  recipientId: dbId,
  content: storable(z
    .string({ error: 'Message content must be a string' })
    .max(MESSAGE_MAX_LENGTH, `Message must be at most ${MESSAGE_MAX_LENGTH} characters`))
    .refine((s) => s.trim().length > 0, 'Message must not be blank'),
  clientMessageId: safeText(CLIENT_MESSAGE_ID_MAX).min(1).nullable().optional(),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

export const opponentChannelInfoSchema = z.object({
  channelName: z.string(),
  name: z.string(),
  thumbnail: z.string(),
  avatarUrl: z.string(),
  channelId: z.number().int().nullable(),
  id: z.number().int().nullable(),
});

/** A conversation as listed for one participant. */
export const conversationSchema = z.object({
  id: z.number().int(),
  user1Id: z.number().int(),
  user2Id: z.number().int(),
  user1UnreadCount: z.number().int(),
  user2UnreadCount: z.number().int(),
  unreadCount: z.number().int(),
  opponentUserId: z.number().int(),
  lastSequence: z.number().int(),
  timestamp: z.string(),
  lastMessageTime: z.string().nullable(),
  updatedAt: z.string(),
  opponentChannelInfo: opponentChannelInfoSchema,
  lastMessage: z.object({ content: z.string(), timestamp: z.string(), senderId: z.number().int() }).nullable(),
  /** Read receipts: the highest sequence the other participant has read (0: nothing yet). */
  opponentLastReadSequence: z.number().int().optional(),
  /** Message requests: the viewer's folder for it (INBOX, REQUESTS or SPAM; see message-requests.ts). */
  folder: z.enum(['INBOX', 'REQUESTS', 'SPAM']).optional(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const createConversationRequestSchema = z.object({
  user1Id: dbId,
  user2Id: dbId,
});

export const messageHistoryQuerySchema = z.object({
  before: dbCount.min(1).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX).default(MESSAGE_PAGE_SIZE),
});

export const catchUpQuerySchema = z.object({
  afterSequence: dbCount.default(0),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

export const conversationsResponseSchema = z.array(conversationSchema);
export const messagesResponseSchema = z.array(messageSchema);
export const markReadResponseSchema = z.object({ success: z.literal(true), conversation: conversationSchema });

/** STOMP SEND /app/chat.typing: the sender is typing (or stopped) in a conversation they take part in. */
export const typingSignalSchema = z.object({
  conversationId: z.number().int().positive().max(2_147_483_647),
  typing: z.boolean().default(true),
});
export type TypingSignal = z.infer<typeof typingSignalSchema>;

/** Delivered on /user/{id}/queue/typing to the other participant. */
export interface TypingEvent { conversationId: number; userId: number; typing: boolean }

/** Delivered on /user/{id}/queue/receipts when the other participant marks the conversation read. */
export interface ReadReceiptEvent { conversationId: number; readerId: number; lastReadSequence: number }
