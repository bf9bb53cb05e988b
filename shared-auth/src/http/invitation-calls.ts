// The one client of the invitation calls (SPEC §7), for the invite button on the profile and the channel page.
import type { CreateInvitationRequest, CreateInvitationResponse, Invitation } from 'shared-api';
import { authFetch } from './auth-fetch';

/** GET /api/invitations/channel/{channelId}: the member's invitation to that channel, if any. */
export function fetchInvitations(channelId: number): Promise<Invitation[]> {
  return authFetch<Invitation[]>(`/api/invitations/channel/${channelId}`);
}

/** POST /api/invitations with JSON {inviterChannelId, inviteeChannelId, message} (ids as numbers). */
export function createInvitation(body: CreateInvitationRequest): Promise<CreateInvitationResponse> {
  return authFetch<CreateInvitationResponse>('/api/invitations', { method: 'POST', body: JSON.stringify(body) });
}
