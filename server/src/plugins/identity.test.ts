// Identity against the real Auth emulator: cached verification between sign-ins, a fresh revocation check at
// sign-in, and a 503 (not a 401) when Firebase cannot be reached to check a token.
import { createServer } from 'node:net';
import type { FindChannelsByNameResponse } from 'shared-api';
import { channels } from '../db/schema';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { emulatorHost, newIdentity } from '../../test-support/emulator';
import { bearer, registeredUser } from '../../test-support/users';
import { SIGN_IN_UNAVAILABLE, firebaseUnreachable } from './identity';

/** Disables an account in the emulator (what an administrator revoking access does). */
async function disableAccount(uid: string): Promise<void> {
  const res = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/projects/demo-collabhub/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, disableUser: true }),
  });
  if (!res.ok) throw new Error(`emulator update failed: ${res.status} ${await res.text()}`);
}

describe('identity', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('trusts a verified token between sign-ins but checks revocation again at sign-in', async () => {
    const user = await registeredUser(ctx.app, 'revoked');
    const unread = () => ctx.app.inject({ method: 'GET', url: '/api/notifications/unread', headers: user.auth });
    expect((await unread()).statusCode).toBe(200);
    await disableAccount(user.uid);
    // Within the revocation interval the cached verification answers (no round trip to Firebase per call).
    expect((await unread()).statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST', url: '/api/login', headers: user.auth, payload: { uid: user.uid, email: user.email, googleIdToken: 'g' },
    });
    expect(login.statusCode).toBe(401);
    // The failed check is not cached: later calls with that token are refused too.
    expect((await unread()).statusCode).toBe(401);
  });

  it('reuses the caller on the listing routes until any other request of theirs', async () => {
    const user = await registeredUser(ctx.app, 'cached-caller');
    // Each search a different prefix of the name, so no answer comes from the shared search pages.
    const terms = ['Qwzx Cached', 'Qwzx Cached O', 'Qwzx Cached Ow'];
    const search = async () => {
      const res = await ctx.app.inject({
        method: 'POST', url: '/api/findChannelsByName', headers: user.auth, payload: { name: terms.shift() },
      });
      expect(res.statusCode).toBe(200);
      return res.json<FindChannelsByNameResponse>().channels.map((c) => c.name);
    };
    expect(await search()).toEqual([]);
    // A channel of theirs appears behind the server's back (no request of theirs changed it).
    await ctx.database.db.insert(channels).values({
      youtubeId: 'UCcached-own-channel', name: 'Qwzx Cached Own', thumbnail: '/api/avatars/q.svg', subscribers: 10,
      ownerUserId: user.userId,
    });
    // The listing still knows the caller without a channel (the cache's bounded lag)…
    expect(await search()).toEqual(['Qwzx Cached Own']);
    // …until any other authenticated request of theirs, which reloads the caller.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications/unread', headers: user.auth })).statusCode).toBe(200);
    expect(await search()).toEqual([]);
  });

  it('refuses a forged token', async () => {
    const res = await ctx.app.inject({
      method: 'GET', url: '/api/notifications/unread', headers: { authorization: 'Bearer not.a.token' },
    });
    expect(res.statusCode).toBe(401);
    // The log line gets Firebase's reason; the answer says only that the token was refused.
    expect(res.json()).toMatchObject({ message: 'Invalid or expired ID token' });
    await expect(ctx.app.identity.verify('not.a.token')).rejects.toMatchObject({ statusCode: 401, reason: expect.stringMatching(/^firebase auth\/[\w-]+$/) });
  });
});

/** A local port nothing listens on (bound, then released). */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    }).on('error', reject);
  });
}

describe('identity when Firebase cannot be reached', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${await closedPort()}` } });
  });
  afterAll(async () => {
    await ctx.close();
    // firebase-admin reads the emulator's address from the environment, which the app above repointed.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost();
  });

  it('answers 503 with Retry-After for a token it could not check, at sign-in and on any call; a malformed token stays a 401', async () => {
    const who = await newIdentity('unreachable'); // a real token, from the emulator this app cannot reach
    const login = await ctx.app.inject({
      method: 'POST', url: '/api/login', headers: bearer(who.idToken), payload: { uid: who.uid, email: who.email, googleIdToken: 'g' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.headers['retry-after']).toBe('5');
    expect(login.json()).toMatchObject({ statusCode: 503, message: SIGN_IN_UNAVAILABLE });
    const unread = await ctx.app.inject({ method: 'GET', url: '/api/notifications/unread', headers: bearer(who.idToken) });
    expect(unread.statusCode).toBe(503);
    const forged = await ctx.app.inject({ method: 'GET', url: '/api/notifications/unread', headers: { authorization: 'Bearer not.a.token' } });
    expect(forged.statusCode).toBe(401);
    await expect(ctx.app.identity.verify(who.idToken)).rejects.toMatchObject({ statusCode: 503, reason: 'firebase app/network-error' });
  });

  it('tells a check Firebase could not make from a refused token by firebase-admin\'s code', () => {
    for (const code of ['app/network-error', 'app/network-timeout', 'app/internal-error', 'auth/internal-error']) {
      expect(firebaseUnreachable(Object.assign(new Error('x'), { code }))).toBe(true);
    }
    for (const code of ['auth/id-token-expired', 'auth/id-token-revoked', 'auth/argument-error', 'auth/user-disabled', 'auth/user-not-found']) {
      expect(firebaseUnreachable(Object.assign(new Error('x'), { code }))).toBe(false);
    }
    expect(firebaseUnreachable(new Error('no code'))).toBe(false);
    expect(firebaseUnreachable(null)).toBe(false);
    expect(firebaseUnreachable('app/network-error')).toBe(false);
  });
});
