import type { UserChannel } from 'shared-api';
import { apiFetch } from 'shared-auth';
import { type ProfilePayloadMap } from '../profile-form-rules';

/**
 * POST /api/updateProfile with `{payloadMap}` and the bearer ID token (the same token the payload carries).
 * Resolves with the saved channel; a failure rejects with ApiError whose message is the server's plain-text answer.
 */
export function postProfileUpdate(payloadMap: ProfilePayloadMap): Promise<UserChannel> {
  return apiFetch<UserChannel>('/api/updateProfile', {
    method: 'POST',
    headers: { Authorization: `Bearer ${payloadMap.googleIdToken}` },
    body: JSON.stringify({ payloadMap }),
  });
}
