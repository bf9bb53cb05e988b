import { authFetch } from 'shared-auth';
import type { CreateInvitationResponse, Invitation } from 'shared-api';

/** GET /api/invitations/channel/{channelId}: the member's invitations to that channel. */
export function fetchInvitations(channelId: string): Promise<Invitation[]> {
  return authFetch<Invitation[]>(`/api/invitations/channel/${encodeURIComponent(channelId)}`);
}

export interface InvitationRequest {
  inviterChannelId: string;
  inviteeChannelId: string;
  message: string;
}

/** POST /api/invitations with JSON {inviterChannelId, inviteeChannelId, message}. */
export function createInvitation({ inviterChannelId, inviteeChannelId, message }: InvitationRequest): Promise<CreateInvitationResponse> {
  return authFetch<CreateInvitationResponse>('/api/invitations', {
    method: 'POST',
    // Ids travel as numbers, the form the API stores them in.
    body: JSON.stringify({ inviterChannelId: Number(inviterChannelId), inviteeChannelId: Number(inviteeChannelId), message }),
  });
}

/** Whether the list holds an invitation from `inviter` to `invitee`. */
export function hasInvited(list: readonly Invitation[], inviter: string, invitee: string): boolean {
  return list.some((i) => String(i.inviteeChannelId) === invitee && String(i.inviterChannelId) === inviter);
}
