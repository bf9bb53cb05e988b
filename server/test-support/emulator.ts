// Real Firebase ID tokens from the Auth emulator started by global-setup.mjs.
import { randomUUID } from 'node:crypto';

export interface TestIdentity { idToken: string; uid: string; email: string }

export function emulatorHost(): string {
  const host = process.env.COLLABHUB_TEST_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('The Auth emulator is not running (jest globalSetup sets COLLABHUB_TEST_AUTH_EMULATOR_HOST)');
  return host;
}

/** The `auth_time` claim of an ID token (seconds since the epoch). */
export function authTimeOf(idToken: string): number {
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { auth_time?: unknown };
  if (typeof payload.auth_time !== 'number') throw new Error('ID token without auth_time');
  return payload.auth_time;
}

/**
 * Signs up a fresh email/password user in the emulator and returns an ID token that a revocation check accepts.
 * The emulator's sign-up takes the token's auth_time from the request's start and the account's validSince from a
 * later clock reading; when a second boundary falls between the two, firebase-admin finds auth_time < validSince
 * and calls the token revoked (sign-in then answers 401). Such a token is replaced by a password sign-in's, whose
 * auth_time comes after validSince.
 */
export async function newIdentity(label = 'creator', clock: { now(): number } = Date): Promise<TestIdentity> {
  try {
    return await signUp(label, clock);
  } catch (err) {
    // fetch's TypeError: the emulator dropped the connection (seen on a loaded machine). The email is new each
    // time, so one more sign-up cannot collide with an account the first one may have made.
    if (!(err instanceof TypeError)) throw err;
    return signUp(label, clock);
  }
}

async function signUp(label: string, clock: { now(): number }): Promise<TestIdentity> {
  const email = `${label}-${randomUUID().slice(0, 12)}@example.com`;
  const account = (path: string) => fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'password123', returnSecureToken: true }),
  });
  const res = await account('accounts:signUp');
  // validSince was read before the answer left, so it is at most this second.
  const answeredAt = Math.floor(clock.now() / 1000);
  if (!res.ok) throw new Error(`emulator sign-up failed: ${res.status} ${await res.text()}`);
  let body = (await res.json()) as { idToken: string; localId: string; email: string };
  if (authTimeOf(body.idToken) < answeredAt) {
    const again = await account('accounts:signInWithPassword');
    if (!again.ok) throw new Error(`emulator sign-in failed: ${again.status} ${await again.text()}`);
    body = (await again.json()) as typeof body;
  }
  return { idToken: body.idToken, uid: body.localId, email: body.email };
}
