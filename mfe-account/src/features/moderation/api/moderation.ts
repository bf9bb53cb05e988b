import type { ModerationAction, ModerationActionRequest, ModerationQueue, ResolveAppeal } from 'shared-api';
import { authFetch } from 'shared-auth';

/** GET /api/moderation/queue (moderators only: 403 for anyone else). */
export const fetchModerationQueue = () => authFetch<ModerationQueue>('/api/moderation/queue');

export const postModerationAction = (body: ModerationActionRequest) =>
  authFetch<ModerationAction>('/api/moderation/actions', { method: 'POST', body: JSON.stringify(body) });

export const resolveAppeal = (appealId: number, body: ResolveAppeal) =>
  authFetch<ModerationAction>(`/api/moderation/appeals/${appealId}/resolve`, { method: 'POST', body: JSON.stringify(body) });
