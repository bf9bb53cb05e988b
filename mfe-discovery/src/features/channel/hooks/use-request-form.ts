import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateCollabRequest, FirstContactAllowance } from 'shared-api';
import { isNearLimit } from 'shared-api/first-contact-allowance';
import { fetchFirstContactLimits, sendCollabRequest } from '../api/channel-page-api';
import { channelPageKeys } from '../api/query-keys';

/**
 * The daily allowance of collaboration requests, only when close to or at it (the server decides either way); a
 * failed lookup says nothing.
 */
export function useRequestAllowance(): FirstContactAllowance | null {
  const { data } = useQuery({ queryKey: channelPageKeys.firstContactLimits, queryFn: fetchFirstContactLimits });
  const requests = data?.requests;
  return requests && isNearLimit(requests) ? requests : null;
}

/**
 * Sends a collaboration request. A sent one uses up the allowance: the cached one is marked out of date without a
 * call of its own (the form closes on success; the next one asks again).
 */
export function useSendRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCollabRequest) => sendCollabRequest(body),
    onSuccess: () => client.invalidateQueries({ queryKey: channelPageKeys.firstContactLimits, refetchType: 'none' }),
  });
}
