import type { BlockResponse } from 'shared-api';
import { authFetch } from 'shared-auth';

/** POST /api/blocks: blocks the member (idempotent). */
export function blockMember(userId: number): Promise<BlockResponse> {
  return authFetch<BlockResponse>('/api/blocks', { method: 'POST', body: JSON.stringify({ userId }) });
}
