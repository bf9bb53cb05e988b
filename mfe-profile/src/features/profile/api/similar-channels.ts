import type { SimilarChannelsResponse } from 'shared-api';
import { authFetch } from 'shared-auth';

/** GET /api/channels/{id}/similar: the channel's nearest neighbours on category, language and size. */
export function fetchSimilarChannels(channelId: string): Promise<SimilarChannelsResponse> {
  return authFetch<SimilarChannelsResponse>(`/api/channels/${encodeURIComponent(channelId)}/similar`);
}
