// Real Firebase ID tokens from the Auth emulator started by global-setup.mjs.
import { randomUUID } from 'node:crypto';

export interface TestIdentity { idToken: string; uid: string; email: string }

export function emulatorHost(): string {
  const host = process.env.COLLABHUB_TEST_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('The Auth emulator is not running (jest globalSetup sets COLLABHUB_TEST_AUTH_EMULATOR_HOST)');
  return host;
}

/** Signs up a fresh email/password user in the emulator and returns its ID token. */
export async function newIdentity(label = 'creator'): Promise<TestIdentity> {
  const email = `${label}-${randomUUID().slice(0, 12)}@example.com`;
  const res = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'password123', returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`emulator sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { idToken: string; localId: string; email: string };
  return { idToken: body.idToken, uid: body.localId, email: body.email };
}
