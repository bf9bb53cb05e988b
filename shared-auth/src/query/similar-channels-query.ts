// "Similar channels" as page data: one query (one cache entry per channel) for every page that lists them, the
// channel page and the profile, so opening one after the other asks once.
import { queryOptions } from '@tanstack/react-query';
import { fetchSimilarChannels } from 'shared-auth';

export const similarChannelsKey = (channelId: number) => ['similar-channels', channelId] as const;

/** GET /api/channels/{id}/similar through the shared cache. */
export function similarChannelsQuery(channelId: number) {
  return queryOptions({ queryKey: similarChannelsKey(channelId), queryFn: () => fetchSimilarChannels(channelId) });
}
