import type { ServerUser, SignInIdentity } from 'shared-auth';
import { apiUrl } from './api-url';
import { AuthApiError, readServerMessage } from './auth-api-error';

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

function authBody(identity: SignInIdentity): string {
  return JSON.stringify({ uid: identity.uid, email: identity.email, googleIdToken: identity.idToken });
}

function authInit(identity: SignInIdentity): RequestInit {
  return {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${identity.idToken}` },
    body: authBody(identity),
  };
}

/** POST /api/login, raw: the session bootstrap needs the status code for its error text. */
export function postLogin(identity: SignInIdentity): Promise<Response> {
  return fetch(apiUrl('/api/login'), authInit(identity));
}

/** A non-ok answer throws with the server's message, empty when it gave none (the alert then adds its default). */
async function readAuthResponse(response: Response): Promise<AuthResponse> {
  if (!response.ok) throw new AuthApiError(await readServerMessage(response), response.status);
  return (await response.json()) as AuthResponse;
}

/** POST /api/login; a non-ok answer throws an AuthApiError with the server's message. */
export async function login(identity: SignInIdentity): Promise<AuthResponse> {
  return readAuthResponse(await postLogin(identity));
}

/** POST /api/register with the same body as login. */
export async function register(identity: SignInIdentity): Promise<AuthResponse> {
  return readAuthResponse(await fetch(apiUrl('/api/register'), authInit(identity)));
}

/** GET /api/verify-channel: cookie-authenticated (the session cookie set by login). */
export async function verifyChannel(): Promise<AuthResponse> {
  return readAuthResponse(await fetch(apiUrl('/api/verify-channel'), { credentials: 'include' }));
}
