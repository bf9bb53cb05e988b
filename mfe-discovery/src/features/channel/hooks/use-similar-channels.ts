import { useQuery } from '@tanstack/react-query';
import type { ChannelCard } from 'shared-api';
import { fetchSimilar } from '../api/channel-page-api';
import { channelPageKeys } from '../api/query-keys';

const NONE: ChannelCard[] = [];

/** The channels like this one; none while loading or when the call fails (the list is a suggestion only). */
export function useSimilarChannels(channelId: number): ChannelCard[] {
  const { data } = useQuery({
    queryKey: channelPageKeys.similar(channelId),
    queryFn: () => fetchSimilar(channelId),
  });
  return data?.channels ?? NONE;
}
