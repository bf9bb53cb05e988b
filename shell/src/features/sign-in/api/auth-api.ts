import { ApiError, apiFetch, type ServerUser, type SignInIdentity } from 'shared-auth';
import { AuthApiError } from './auth-api-error';

export type { SignInIdentity };

/**
 * Answer of POST /api/login, POST /api/register and GET /api/verify-channel (SPEC §3, §7): the server user, or a
 * refusal that arrives with status 200 and only the server's message.
 */
export type AuthResponse = ServerUser | AuthRefusal;
export interface AuthRefusal {
  message: string;
}

export function isRefusal(response: AuthResponse): response is AuthRefusal {
  return 'message' in response && typeof response.message === 'string' && !('uid' in response && response.uid);
}

/** Login and register send the identity in the body and its ID token as bearer (the user is not stored yet). */
function identityInit(identity: SignInIdentity): RequestInit {
  return {
    method: 'POST',
    credentials: 'include',
    headers: { Authorization: `Bearer ${identity.idToken}` },
    body: JSON.stringify({ uid: identity.uid, email: identity.email, googleIdToken: identity.idToken }),
  };
}

/** shared-auth's fetch (API base URL, JSON headers, parsed body); a non-2xx answer throws an AuthApiError. */
async function authCall(path: string, init: RequestInit): Promise<AuthResponse> {
  try {
    return await apiFetch<AuthResponse>(path, init);
  } catch (error) {
    throw error instanceof ApiError ? AuthApiError.from(error) : error;
  }
}

/** POST /api/login; a non-ok answer throws an AuthApiError with the server's message and status. */
export function login(identity: SignInIdentity): Promise<AuthResponse> {
  return authCall('/api/login', identityInit(identity));
}

/** POST /api/register with the same body as login. */
export function register(identity: SignInIdentity): Promise<AuthResponse> {
  return authCall('/api/register', identityInit(identity));
}

/** GET /api/verify-channel: cookie-authenticated (the session cookie set by login). */
export function verifyChannel(): Promise<AuthResponse> {
  return authCall('/api/verify-channel', { credentials: 'include' });
}
