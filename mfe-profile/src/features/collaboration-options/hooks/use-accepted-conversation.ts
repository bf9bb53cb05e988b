import { useQuery } from '@tanstack/react-query';
import { fetchAcceptedConversation } from '../api/collaboration-options-api';
import { collaborationOptionsKeys } from '../api/query-keys';

/**
 * The conversation an accepted request of the viewer opened with this channel, or null: also while asking, and
 * when the lookup fails (Send Request stays, which the channel page answers correctly anyway).
 */
export function useAcceptedConversation(channelId: string): number | null {
  const { data } = useQuery({
    queryKey: collaborationOptionsKeys.acceptedConversation(channelId),
    queryFn: () => fetchAcceptedConversation(channelId),
  });
  return data ?? null;
}
