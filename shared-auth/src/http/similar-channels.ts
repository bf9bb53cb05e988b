// The one client of GET /api/channels/{id}/similar (shared-auth/query's similarChannelsQuery serves the pages).
import type { SimilarChannelsResponse } from 'shared-api';
import { authFetch } from './auth-fetch';

/** GET /api/channels/{id}/similar (bearer): the channel's nearest neighbours on category, language and size. */
export function fetchSimilarChannels(channelId: number): Promise<SimilarChannelsResponse> {
  return authFetch<SimilarChannelsResponse>(`/api/channels/${channelId}/similar`);
}
