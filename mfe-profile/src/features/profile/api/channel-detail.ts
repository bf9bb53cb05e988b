import { ApiError, authFetch } from 'shared-auth';
import type { ChannelDetail } from 'shared-api';

/**
 * GET /api/channels/{id} (bearer): the card-mapped channel plus tags and languages. The id may be the channel id
 * or the YouTube channel id. Resolves null when no such channel exists; other failures reject.
 */
export async function fetchChannelDetail(id: string): Promise<ChannelDetail | null> {
  try {
    return await authFetch<ChannelDetail>(`/api/channels/${encodeURIComponent(id)}`);
  } catch (error) {
    // 400: the id is not a channel id at all, which for the visitor is the same as an unknown channel.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
