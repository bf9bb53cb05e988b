import type { ChannelCollaboration, OwnCollaborationOptions, UpdateCollaborationOptions } from 'shared-api';
import { authFetch } from 'shared-auth';

/** GET /api/collaboration-options: the seven options of the member's own channel. */
export function fetchOwnOptions(): Promise<OwnCollaborationOptions> {
  return authFetch<OwnCollaborationOptions>('/api/collaboration-options');
}

export function saveOwnOptions(body: UpdateCollaborationOptions): Promise<OwnCollaborationOptions> {
  return authFetch<OwnCollaborationOptions>('/api/collaboration-options', { method: 'PUT', body: JSON.stringify(body) });
}

/**
 * The conversation an accepted collaboration request opened with this channel, or null
 * (GET /api/channels/{id}/collaboration, its `viewer.lastRequest`).
 */
export async function fetchAcceptedConversation(channelId: string): Promise<number | null> {
  const page = await authFetch<ChannelCollaboration>(`/api/channels/${encodeURIComponent(channelId)}/collaboration`);
  const last = page.viewer.lastRequest;
  return last?.status === 'ACCEPTED' ? last.conversationId : null;
}
