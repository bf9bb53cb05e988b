// The member's blocks (server: modules/blocks/routes.ts).
import type { BlockResponse, BlockedChannelsResponse } from 'shared-api';
import { authFetch } from 'shared-auth';

export const loadBlockedChannels = () => authFetch<BlockedChannelsResponse>('/api/blocks');

export const unblockMember = (userId: number) =>
  authFetch<BlockResponse>(`/api/blocks/${userId}`, { method: 'DELETE' });
