// GET /api/presence/{userId}: whether the other member is online now (the Online / Offline label).
import { authFetch } from 'shared-auth';
import type { HttpFn } from './chat-api';

export function createPresenceApi(http: HttpFn = authFetch) {
  return {
    presenceOf: (userId: number) => http<{ userId: number; online: boolean; lastSeen: string | null }>(`/api/presence/${userId}`),
  };
}
