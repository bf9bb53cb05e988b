import { z } from 'zod';
import { dbId, safeText } from './common';

export const invitationSchema = z.object({
  id: z.number().int(),
  inviterChannelId: z.number().int(),
  inviteeChannelId: z.number().int(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const createInvitationRequestSchema = z.object({
  inviterChannelId: dbId,
  inviteeChannelId: dbId,
  message: safeText(2000).nullable().optional(),
});
export type CreateInvitationRequest = z.input<typeof createInvitationRequestSchema>;

/** `created` is false when the same invitation already existed (the call is idempotent). */
export const createInvitationResponseSchema = z.object({
  success: z.literal(true),
  created: z.boolean(),
  invitation: invitationSchema,
  /** Whether an email invitation is on its way to the channel's public contact address. */
  emailed: z.boolean().optional(),
});
export type CreateInvitationResponse = z.infer<typeof createInvitationResponseSchema>;

export const invitationsResponseSchema = z.array(invitationSchema);

// The invite button's rule lives in a zod-free file the web imports by subpath.
export { hasInvited } from './invitation-rules';
