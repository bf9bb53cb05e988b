/**
 * @jest-environment node
 */
// The harness's test-user sign-in against the real Firebase Auth emulator (real SDK, fake Google ID token) and a
// local HTTP server playing the API's login, register and verify-channel, so the sequence runs on real requests.
import type http from 'node:http';
import { createStore } from 'jotai';
import { signOut } from 'firebase/auth';
import { startApiWithEmulator } from '../../test-support/api-with-emulator';
import { getFirebaseAuth } from '../firebase/firebase-auth';
import { setRuntimeConfig } from '../runtime-config/runtime-config';
import { serverUserAtom, tokenAtom, userChannelAtom } from '../session/session-atoms';
import { fakeGoogleIdToken, signInAsTestUser, TestUserSignInError } from './test-user-sign-in';

jest.setTimeout(90_000);

interface Call { path: string; bearerUid: unknown; bodyUid: unknown }
let calls: Call[] = [];
/** Accounts the stand-in API knows (uid → has a channel). */
const registered = new Map<string, boolean>();
let stop: (() => Promise<void>) | undefined;

function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
}

function reply(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  stop = await startApiWithEmulator((req, res, raw) => {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const bearerUid = token ? jwtPayload(token).user_id : undefined;
    const bodyUid = raw ? (JSON.parse(raw) as { uid?: unknown }).uid : undefined;
    calls.push({ path: req.url ?? '', bearerUid, bodyUid });
    const uid = typeof bearerUid === 'string' ? bearerUid : '';
    if (req.url === '/api/login') {
      if (!registered.has(uid)) return reply(res, 200, { message: 'User not found' });
      return reply(res, 200, { uid, validated: true, user: { id: 1 }, userChannel: { id: 7, channelName: 'Retro Kitchen' } });
    }
    if (req.url === '/api/register') {
      registered.set(uid, false);
      return reply(res, 200, { uid, validated: false, user: { id: 1 }, userChannel: null });
    }
    // verify-channel: the new account has no channel yet (the API refuses with status 200 and a message).
    if (req.url === '/api/verify-channel') return reply(res, 200, { message: 'No YouTube channel found' });
    return reply(res, 404, { message: 'no route' });
  });
});

afterAll(async () => { await stop?.(); });

beforeEach(() => { calls = []; });

describe('fakeGoogleIdToken', () => {
  it('is the claims the emulator accepts, with a stable identity per email', () => {
    const claims = JSON.parse(fakeGoogleIdToken({ email: ' Dev@Example.com ' })) as Record<string, unknown>;
    expect(claims).toEqual({ sub: 'harness-dev@example.com', email: 'dev@example.com', email_verified: true, name: 'dev' });
    expect(fakeGoogleIdToken({ email: 'dev@example.com' })).toBe(fakeGoogleIdToken({ email: 'DEV@example.com' }));
  });

  it('refuses what is not an email address', () => {
    expect(() => fakeGoogleIdToken({ email: 'not-an-email' })).toThrow(TestUserSignInError);
  });
});

describe('signInAsTestUser', () => {
  const email = `harness-${Date.now().toString(36)}@example.com`;

  it('registers a new test user after the API does not know it, and stores it as not yet validated', async () => {
    const store = createStore();
    const user = await signInAsTestUser({ email }, store);
    const uid = getFirebaseAuth().currentUser?.uid;
    expect(getFirebaseAuth().currentUser?.email).toBe(email);
    expect(calls.map((c) => c.path)).toEqual(['/api/login', '/api/register', '/api/verify-channel']);
    // The Firebase user's own token goes with the calls, for the same uid as the body.
    expect(calls[0]).toMatchObject({ bearerUid: uid, bodyUid: uid });
    expect(calls[1]).toMatchObject({ bearerUid: uid, bodyUid: uid });
    expect(user).toMatchObject({ uid, validated: false });
    expect(store.get(serverUserAtom)).toMatchObject({ uid, validated: false });
    expect(store.get(userChannelAtom)).toBeNull();
    expect(store.get(tokenAtom)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]*$/);
  });

  it('signs the same test user in again as the same Firebase user, with a login only', async () => {
    const first = getFirebaseAuth().currentUser?.uid;
    await signOut(getFirebaseAuth());
    const store = createStore();
    await signInAsTestUser({ email }, store);
    expect(getFirebaseAuth().currentUser?.uid).toBe(first);
    expect(calls.map((c) => c.path)).toEqual(['/api/login']);
    expect(store.get(serverUserAtom)).toMatchObject({ uid: first, validated: true });
    expect(store.get(userChannelAtom)).toMatchObject({ id: 7, channelName: 'Retro Kitchen' });
  });

  it('says so when the runtime config names no Auth emulator', async () => {
    setRuntimeConfig({
      appName: 'CollabHub', comingSoon: false, launchDate: null, apiBaseUrl: '',
      firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' }, authEmulatorUrl: null,
    });
    await expect(signInAsTestUser({ email })).rejects.toThrow(/no Auth emulator/);
    expect(calls).toHaveLength(0);
  });
});
