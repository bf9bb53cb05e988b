import { useQuery } from '@tanstack/react-query';
import type { ChannelCollaboration } from 'shared-api';
import { ApiError } from 'shared-auth';
import { fetchChannelCollaboration } from '../api/channel-page-api';
import { channelPageKeys } from '../api/query-keys';

export type ChannelPageState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: ChannelCollaboration };

function stateOf(status: 'pending' | 'error' | 'success', data: ChannelCollaboration | undefined, error: unknown): ChannelPageState {
  if (status === 'pending') return { status: 'loading' };
  if (status === 'error') {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { status: 'not-found' };
    return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
  return { status: 'ready', data: data! };
}

/**
 * The channel page data; `reload` after an action (request sent, review written, upgrade) keeps the page on screen
 * while it asks again, `retry` after an error shows the loading screen meanwhile.
 */
export function useChannelPage(id: string) {
  const { status, data, error, refetch } = useQuery({
    queryKey: channelPageKeys.collaboration(id),
    queryFn: () => fetchChannelCollaboration(id),
  });
  // Without data (after an error) a refetch goes back to the pending state: the loading screen.
  const again = () => { void refetch(); };
  return { state: stateOf(status, data, error), reload: again, retry: again };
}
