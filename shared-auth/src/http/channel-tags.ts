// The one client of GET /api/tags/channel/{channelId}: the shell reads the tags of a newly connected channel,
// the profile page those of the channel it shows.
import type { Tag } from 'shared-api';
import { authFetch } from './auth-fetch';

/** GET /api/tags/channel/{channelId} (bearer): the channel's tags. Rejects with ApiError like authFetch. */
export function fetchChannelTags(channelId: string | number): Promise<Tag[]> {
  return authFetch<Tag[]>(`/api/tags/channel/${encodeURIComponent(String(channelId))}`);
}
