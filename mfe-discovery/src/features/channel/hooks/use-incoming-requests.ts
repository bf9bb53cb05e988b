import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CollabRequest } from 'shared-api';
import { listCollabRequests, respondToRequest } from '../api/channel-page-api';
import { channelPageKeys } from '../api/query-keys';

/** The owner's incoming collaboration requests (the Requests tab). */
export function useIncomingRequests() {
  return useQuery({ queryKey: channelPageKeys.incomingRequests, queryFn: () => listCollabRequests('incoming') });
}

/**
 * Accepts or declines request `id` with an optional note. The server answers with the request as stored, which
 * replaces it in the list: nothing is asked again. `onAnswered` runs before the list shows the answer.
 */
export function useRespondToRequest(id: number, onAnswered: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, note }: { action: 'accept' | 'decline'; note: string }) => respondToRequest(id, action, note),
    onSuccess: (changed: CollabRequest) => {
      onAnswered();
      client.setQueryData<CollabRequest[]>(channelPageKeys.incomingRequests,
        (list) => list?.map((r) => (r.id === changed.id ? changed : r)));
    },
  });
}
