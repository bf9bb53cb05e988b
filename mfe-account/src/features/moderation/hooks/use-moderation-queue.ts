import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModerationActionRequest, ResolveAppeal } from 'shared-api';
import { fetchModerationQueue, postModerationAction, resolveAppeal } from '../api/moderation';
import { moderationKeys } from '../api/query-keys';

/** The moderation queue (403 for anyone who is not a moderator). */
export function useModerationQueue() {
  return useQuery({ queryKey: moderationKeys.queue, queryFn: fetchModerationQueue });
}

/** A decision takes its item, member or appeal off the queue: the queue is asked again, shown meanwhile. */
function useQueueWrite<T>(write: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => { void client.invalidateQueries({ queryKey: moderationKeys.queue }); },
  });
}

/** A decision on a reported item (POST /api/moderation/actions). */
export const useModerationAction = () => useQueueWrite((body: ModerationActionRequest) => postModerationAction(body));

/** An appeal upheld or reversed (POST /api/moderation/appeals/{id}/resolve). */
export const useResolveAppeal = () =>
  useQueueWrite(({ id, body }: { id: number; body: ResolveAppeal }) => resolveAppeal(id, body));
