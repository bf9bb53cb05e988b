import { useQuery } from '@tanstack/react-query';
import type { ChannelCard } from 'shared-api';
import { similarChannelsQuery } from 'shared-auth/query';

const NONE: ChannelCard[] = [];

/** The channels like this one; none while loading or when the call fails (the list is a suggestion only). */
export function useSimilarChannels(channelId: number): ChannelCard[] {
  const { data } = useQuery(similarChannelsQuery(channelId));
  return data?.channels ?? NONE;
}
