import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiError, authFetch } from 'shared-auth';
import type { ChannelDetail } from 'shared-api';
import { profileKeys } from './query-keys';

/**
 * A channel read (by the start-up prefetch or by the page) is shown without asking again for this long; after that
 * the page shows it while asking the server again.
 */
export const PREFETCH_FRESH_MS = 15_000;

/**
 * GET /api/channels/{id} (bearer): the card-mapped channel plus tags and languages. The id may be the channel id
 * or the YouTube channel id. Resolves null when no such channel exists; other failures reject.
 */
export async function fetchChannelDetail(id: string): Promise<ChannelDetail | null> {
  try {
    return await authFetch<ChannelDetail>(`/api/channels/${encodeURIComponent(id)}`);
  } catch (error) {
    // 400: the id is not a channel id at all, which for the visitor is the same as an unknown channel.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The page's query of channel `id` (`own`: the member's own channel, see profileKeys). */
export function channelDetailQuery(id: string, own: boolean) {
  return queryOptions({
    queryKey: profileKeys.channelDetail(id, own),
    queryFn: () => fetchChannelDetail(id),
    staleTime: PREFETCH_FRESH_MS,
  });
}

/**
 * Starts GET /api/channels/{id} before the page asks for it (the page's data while the session is restored). A
 * second prefetch of the same id while one waits, or while its answer is fresh, asks nothing; a failed one is asked
 * again by the page rather than shown as an error.
 */
export function prefetchChannelDetail(client: QueryClient, id: string, own: boolean): Promise<void> {
  return client.prefetchQuery(channelDetailQuery(id, own));
}
