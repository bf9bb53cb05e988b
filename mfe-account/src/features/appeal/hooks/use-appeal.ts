import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreateAppeal } from 'shared-api';
import { fetchMyStanding, postAppeal } from '../api/appeal-api';
import { appealKeys } from '../api/query-keys';

/** The member's standing, shown above the appeal form. */
export function useMyStanding() {
  return useQuery({ queryKey: appealKeys.myStanding, queryFn: fetchMyStanding });
}

/**
 * Sends the appeal. Nothing cached here changes with it (the standing stays until a moderator decides, and the
 * member is told by a notice), so nothing is asked again.
 */
export function useSendAppeal() {
  return useMutation({ mutationFn: (body: CreateAppeal) => postAppeal(body) });
}
