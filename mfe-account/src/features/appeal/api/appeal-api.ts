import type { Appeal, CreateAppeal, MySafetyStatus } from 'shared-api';
import { authFetch } from 'shared-auth';

/** GET /api/safety/me: whether the member is a moderator and the sanction in force, if any. */
export const fetchMyStanding = () => authFetch<MySafetyStatus>('/api/safety/me');

/** POST /api/appeals: one appeal per decision, only by the member it concerns. */
export const postAppeal = (body: CreateAppeal) =>
  authFetch<Appeal>('/api/appeals', { method: 'POST', body: JSON.stringify(body) });
