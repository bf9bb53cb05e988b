import type { Tag } from 'shared-api';
import { authFetch } from 'shared-auth';

/** GET /api/tags/channel/{channelId} (bearer): the channel's tags. Failures give [] (SPEC §8). */
export async function fetchChannelTags(channelId: string): Promise<Tag[]> {
  try {
    return await authFetch<Tag[]>(`/api/tags/channel/${encodeURIComponent(channelId)}`);
  } catch (error) {
    console.error('Error fetching channel tags:', error);
    return [];
  }
}
