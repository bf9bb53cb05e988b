import { ApiError, type PlaceholderServerUser, type ServerUser } from 'shared-auth';
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
 * Logs a signed-in identity in with the server and says what to store (a new creator's 'User not found' has
 * no uid, so it is a placeholder): the server user when the answer
 * has a uid and a validated flag, otherwise a not-validated placeholder (with the failure, if any).
 */
export async function resolveServerUser(
  identity: SignInIdentity,
  login: (identity: SignInIdentity) => Promise<unknown>,
): Promise<ServerUser | PlaceholderServerUser> {
  try {
    const body = await login(identity);
    return isServerUser(body) ? body : { validated: false, isPlaceholder: true };
  } catch (error) {
    // shared-auth's fetch throws ApiError on a non-2xx answer; anything else never reached the server.
    if (error instanceof ApiError) return { validated: false, isPlaceholder: true, error: loginApiFailed(error.status) };
    return { validated: false, isPlaceholder: true, error: LOGIN_PROCESS_ERROR };
  }
}
