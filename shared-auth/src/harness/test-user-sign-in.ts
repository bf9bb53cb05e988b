// Development sign-in of a remote's standalone harness: a test user signs in with the Firebase Auth emulator's
// REST API instead of the Google popup. The emulator accepts an unsigned fake Google ID token (the claims as
// JSON) through signInWithCredential, so no popup, no helper iframe and no second origin are involved; the
// emulator call goes through the dev server's proxy like every other call. Then the harness logs in with the
// API exactly as the shell does (register first when the account is new) and stores the server user.
//
// Only the emulator accepts such a token: against a real Firebase project the sign-in fails, so this cannot
// become a way in to production.
import { USER_NOT_FOUND } from 'shared-api/constants';
import { apiFetch } from '../http/auth-fetch';
import { getRuntimeConfig } from '../runtime-config/runtime-config';
import { loadFirebaseAuth } from '../firebase/firebase-auth';
import { storeChannelConnection, storeToken, type SessionStore } from '../session/session-actions';
import { sessionStore } from '../session/session-atoms';
import type { ServerUser } from '../session/session-types';

export interface TestUser {
  email: string;
  /** Display name; defaults to the part of the email before the @. */
  name?: string;
}

export const DEFAULT_TEST_USER: TestUser = { email: 'harness-user@example.com' };

/** Why the harness cannot sign a test user in (shown in its toolbar). */
export class TestUserSignInError extends Error {
  override name = 'TestUserSignInError';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The fake Google ID token the Auth emulator accepts: strict JSON claims. `sub` is derived from the email so the
 * same test user always maps to the same Google identity; the emulator also links by verified email, so an
 * account made with the emulator's popup in the full app is the same Firebase user.
 */
export function fakeGoogleIdToken({ email, name }: TestUser): string {
  const address = email.trim().toLowerCase();
  if (!EMAIL.test(address)) throw new TestUserSignInError(`"${email}" is not an email address`);
  return JSON.stringify({
    sub: `harness-${address}`,
    email: address,
    email_verified: true,
    name: name?.trim() || address.split('@')[0],
  });
}

/** The API's answer to login/register/verify-channel. A 200 refusal carries only `message`. */
function acceptedUser(answer: unknown, call: string): ServerUser {
  const body = answer as { uid?: unknown; validated?: unknown; message?: unknown } | null;
  if (body && typeof body.uid === 'string' && body.uid && typeof body.validated === 'boolean') return body as ServerUser;
  const reason = typeof body?.message === 'string' ? body.message : 'unexpected answer';
  throw new TestUserSignInError(`${call} refused: ${reason}`);
}

export interface ApiIdentity {
  uid: string;
  email: string;
  idToken: string;
}

function loginInit(identity: ApiIdentity): RequestInit {
  return {
    method: 'POST',
    credentials: 'include',
    headers: { Authorization: `Bearer ${identity.idToken}` },
    body: JSON.stringify({ uid: identity.uid, email: identity.email, googleIdToken: identity.idToken }),
  };
}

/** POST /api/login: the server user, and the session cookie the channel connect needs. */
export async function logInExisting(identity: ApiIdentity): Promise<ServerUser> {
  return acceptedUser(await apiFetch('/api/login', loginInit(identity)), 'Login');
}

/** Login, or for a new account /api/register then /api/verify-channel, as the shell's sign-up does. */
export async function logInToApi(identity: ApiIdentity): Promise<ServerUser> {
  const answer = await apiFetch('/api/login', loginInit(identity));
  const refusal = answer as { message?: unknown } | null;
  if (refusal?.message !== USER_NOT_FOUND) return acceptedUser(answer, 'Login');
  const registered = acceptedUser(await apiFetch('/api/register', loginInit(identity)), 'Registration');
  try {
    // The server looks for the account's channel; a new test user usually has none yet.
    return acceptedUser(await apiFetch('/api/verify-channel', { credentials: 'include' }), 'Channel check');
  } catch {
    return registered;
  }
}

/**
 * Signs `user` in with the Auth emulator and the API; resolves with the stored server user. The session sync
 * (started by the harness) then sees the Firebase user like after a popup sign-in.
 */
export async function signInAsTestUser(user: TestUser = DEFAULT_TEST_USER, store: SessionStore = sessionStore): Promise<ServerUser> {
  signingIn += 1;
  try {
    return await signIn(user, store);
  } finally {
    signingIn -= 1;
  }
}

/** While a test sign-in runs, it logs in itself: the session sync must not race it (a new account registers). */
let signingIn = 0;

export function testSignInRunning(): boolean {
  return signingIn > 0;
}

async function signIn(user: TestUser, store: SessionStore): Promise<ServerUser> {
  if (!getRuntimeConfig()?.authEmulatorUrl) {
    throw new TestUserSignInError('The runtime config names no Auth emulator: start the API with `npm start`');
  }
  const idTokenClaims = fakeGoogleIdToken(user);
  const [{ GoogleAuthProvider, signInWithCredential }, auth] = await Promise.all([
    import(/* webpackChunkName: "firebase-auth" */ 'firebase/auth'),
    loadFirebaseAuth(),
  ]);
  const { user: firebaseUser } = await signInWithCredential(auth, GoogleAuthProvider.credential(idTokenClaims));
  const idToken = await firebaseUser.getIdToken();
  storeToken(idToken, store);
  const serverUser = await logInToApi({ uid: firebaseUser.uid, email: firebaseUser.email ?? '', idToken });
  // Exactly this user's channel: nothing of an earlier test user stays behind.
  storeChannelConnection(serverUser, store);
  return serverUser;
}
