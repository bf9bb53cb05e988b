import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnCollaborationOptions, UpdateCollaborationOptions } from 'shared-api';
import { fetchOwnOptions, saveOwnOptions } from '../api/collaboration-options-api';
import { collaborationOptionsKeys } from '../api/query-keys';

/** The own channel's options, once there is a session to ask with (Edit Profile may render while it restores). */
export function useOwnOptions(signedIn: boolean) {
  return useQuery({ queryKey: collaborationOptionsKeys.own, queryFn: fetchOwnOptions, enabled: signedIn });
}

/** Saves the options; the server's answer is what is stored, so it becomes the cached copy (nothing asked again). */
export function useSaveOwnOptions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCollaborationOptions) => saveOwnOptions(body),
    onSuccess: (saved: OwnCollaborationOptions) => client.setQueryData(collaborationOptionsKeys.own, saved),
  });
}
