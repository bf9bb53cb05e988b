import type { OwnCollaborationOptions, UpdateCollaborationOptions } from 'shared-api';
import { authFetch } from 'shared-auth';

/** GET /api/collaboration-options: the seven options of the member's own channel. */
export function fetchOwnOptions(): Promise<OwnCollaborationOptions> {
  return authFetch<OwnCollaborationOptions>('/api/collaboration-options');
}

export function saveOwnOptions(body: UpdateCollaborationOptions): Promise<OwnCollaborationOptions> {
  return authFetch<OwnCollaborationOptions>('/api/collaboration-options', { method: 'PUT', body: JSON.stringify(body) });
}
