import type { UserChannel } from 'shared-auth';
import {
  buildPayload, PROFILE_MESSAGES, validateProfile, type ProfileFormValues, type ProfilePayloadMap,
} from './profile-form-rules';

export interface ProfileSubmitDeps {
  /** The signed-in user's email and a fresh ID token; null when nobody is signed in. */
  identity(): Promise<{ idToken: string; email: string | null } | null>;
  /** The user id kept in localStorage, or null. */
  userId: number | string | null;
  /** POST /api/updateProfile: resolves with the saved channel. */
  post(payloadMap: ProfilePayloadMap): Promise<UserChannel>;
}

export type ProfileSubmitResult =
  | { ok: true; payload: ProfilePayloadMap; response: UserChannel }
  | { ok: false; message: string };

function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'Unknown error';
}

/**
 * The Update Profile rules (SPEC §4, §5, §8): required fields first, then who is sending, then the call.
 * Failures carry the exact text to show.
 */
export async function submitProfile(values: ProfileFormValues, deps: ProfileSubmitDeps): Promise<ProfileSubmitResult> {
  const invalid = validateProfile(values);
  if (invalid) return { ok: false, message: invalid };
  try {
    const identity = await deps.identity();
    if (!identity) throw new Error(PROFILE_MESSAGES.notAuthenticated);
    if (deps.userId === null) throw new Error(PROFILE_MESSAGES.noUserId);
    const payload = buildPayload(values, { googleIdToken: identity.idToken, userId: deps.userId, email: identity.email });
    const response = await deps.post(payload);
    return { ok: true, payload, response };
  } catch (error) {
    return { ok: false, message: PROFILE_MESSAGES.updateFailed(reasonOf(error)) };
  }
}
