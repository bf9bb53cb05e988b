import { authFetch } from 'shared-auth';
import type { CreateInvitationResponse, Invitation } from 'shared-api';

/** GET /api/invitations/channel/{channelId}: the member's invitations to that channel. Bare list or `{invitations}`. */
export async function fetchInvitations(channelId: string): Promise<Invitation[]> {
  const body = await authFetch<unknown>(`/api/invitations/channel/${encodeURIComponent(channelId)}`);
  const list = Array.isArray(body) ? body : (body as { invitations?: unknown } | null)?.invitations;
  return Array.isArray(list) ? (list as Invitation[]) : [];
}

export interface InvitationRequest {
  inviterChannelId: string;
  inviteeChannelId: string;
  message: string;
}

/** POST /api/invitations with JSON {inviterChannelId, inviteeChannelId, message}. */
export async function createInvitation({ inviterChannelId, inviteeChannelId, message }: InvitationRequest) {
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
