import { apiFetch } from 'shared-auth';
import { type ProfilePayloadMap } from '../profile-form-rules';

/**
 * POST /api/updateProfile with `{payloadMap}` and the bearer ID token (the same token the payload carries).
 * A failure rejects with ApiError whose message is the server's plain-text answer.
 */
export async function postProfileUpdate(payloadMap: ProfilePayloadMap): Promise<unknown> {
  return apiFetch('/api/updateProfile', {
    method: 'POST',
    headers: { Authorization: `Bearer ${payloadMap.googleIdToken}` },
    body: JSON.stringify({ payloadMap }),
  });
}
