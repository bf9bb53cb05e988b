import type { PlaceholderServerUser, ServerUser } from 'shared-auth';
import { type SignInIdentity } from './api/auth-api';

export const LOGIN_PROCESS_ERROR = 'Error during login process.';
export const loginApiFailed = (status: number) => `Login API failed: ${status}`;

/** Time after which the app stops showing its loading state, whatever the login call is doing. */
export const LOADING_TIMEOUT_MS = 10_000;

function isServerUser(body: unknown): body is ServerUser & { uid: string; validated: boolean } {
  if (!body || typeof body !== 'object') return false;
  const { uid, validated } = body as { uid?: unknown; validated?: unknown };
  return typeof uid === 'string' && uid !== '' && typeof validated === 'boolean';
}

/**
 * Logs a signed-in identity in with the server and says what to store: the server user when the answer
 * has a uid and a validated flag, otherwise a not-validated placeholder (with the failure, if any).
 */
export async function resolveServerUser(
  identity: SignInIdentity,
  postLogin: (identity: SignInIdentity) => Promise<Response>,
): Promise<ServerUser | PlaceholderServerUser> {
  try {
    const response = await postLogin(identity);
    if (!response.ok) return { validated: false, isPlaceholder: true, error: loginApiFailed(response.status) };
    const body: unknown = await response.json();
    return isServerUser(body) ? body : { validated: false, isPlaceholder: true };
  } catch {
    return { validated: false, isPlaceholder: true, error: LOGIN_PROCESS_ERROR };
  }
}
