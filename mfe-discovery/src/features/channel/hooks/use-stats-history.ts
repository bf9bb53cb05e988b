import { useQuery } from '@tanstack/react-query';
import { fetchStatsHistory } from '../api/channel-page-api';
import { channelPageKeys } from '../api/query-keys';

/** The growth chart's readings: `history` once answered, `failed` when the call failed. */
export function useStatsHistory(channelId: number) {
  const { data, status } = useQuery({
    queryKey: channelPageKeys.statsHistory(channelId),
    queryFn: () => fetchStatsHistory(channelId),
  });
  return { history: data ?? null, failed: status === 'error' };
}
