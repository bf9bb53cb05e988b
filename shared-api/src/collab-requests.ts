import { z } from 'zod';
import { trimmedSafeText } from './common';
import { REQUEST_MESSAGE_MAX, REQUEST_NOTE_MAX, REQUEST_TIMING_MAX } from './collaboration-options';
import { collaborationOptionKeySchema } from './collaboration';


export const COLLAB_REQUEST_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN'] as const;
export const collabRequestStatusSchema = z.enum(COLLAB_REQUEST_STATUSES);
export type CollabRequestStatus = z.infer<typeof collabRequestStatusSchema>;

export const createCollabRequestSchema = z.object({
  channelId: z.coerce.number().int().positive().max(2_147_483_647),
  option: collaborationOptionKeySchema,
  timing: trimmedSafeText(REQUEST_TIMING_MAX).pipe(z.string().min(1, 'Say when you would like to collaborate')),
  message: trimmedSafeText(REQUEST_MESSAGE_MAX).pipe(z.string().min(1, 'Write a short pitch')),
});
export type CreateCollabRequest = z.input<typeof createCollabRequestSchema>;

export const respondCollabRequestSchema = z.object({ note: trimmedSafeText(REQUEST_NOTE_MAX).optional() }).default({});
export type RespondCollabRequest = z.input<typeof respondCollabRequestSchema>;

const partySchema = z.object({
  userId: z.number().int(),
  channelId: z.number().int().nullable(),
  name: z.string(),
  thumbnail: z.string().nullable(),
});

export const collabRequestSchema = z.object({
  id: z.number().int(),
  status: collabRequestStatusSchema,
  option: collaborationOptionKeySchema,
  optionLabel: z.string(),
  timing: z.string(),
  message: z.string(),
  responseNote: z.string().nullable(),
  requester: partySchema,
  owner: partySchema,
  channelId: z.number().int(),
  conversationId: z.number().int().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type CollabRequest = z.infer<typeof collabRequestSchema>;

export const collabRequestListQuerySchema = z.object({ box: z.enum(['incoming', 'outgoing']).default('incoming') });
export const collabRequestListSchema = z.array(collabRequestSchema);
