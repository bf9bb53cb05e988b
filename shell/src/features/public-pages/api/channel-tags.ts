import type { Tag } from 'shared-api';
import { authFetch } from 'shared-auth';

/** GET /api/tags/channel/{channelId} (bearer): the tags of the member's newly connected channel. */
export function fetchChannelTags(channelId: string | number): Promise<Tag[]> {
  return authFetch<Tag[]>(`/api/tags/channel/${encodeURIComponent(String(channelId))}`);
}
