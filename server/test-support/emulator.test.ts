// The test identities against the real Auth emulator: every token newIdentity returns passes firebase-admin's
// revocation check, including sign-ups that straddle a second boundary (where the emulator's own token did not).
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { randomUUID } from 'node:crypto';
import { authTimeOf, emulatorHost, newIdentity } from './emulator';

/** Waits until the clock's milliseconds reach `ms` within the current second. */
async function untilMillisecond(ms: number): Promise<void> {
  while (Date.now() % 1000 < ms) await new Promise((r) => setTimeout(r, 1));
  while (Date.now() % 1000 >= ms + 5) await new Promise((r) => setTimeout(r, 1));
}

describe('test identities from the Auth emulator', () => {
  let app: ReturnType<typeof initializeApp>;
  let auth: Auth;
  beforeAll(() => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost();
    app = initializeApp({ projectId: 'demo-collabhub' }, `identity-test-${randomUUID()}`);
    auth = getAuth(app);
  });
  afterAll(() => deleteApp(app));

  it('reads auth_time from a token and refuses one without it', () => {
    const token = (payload: object) => `x.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
    expect(authTimeOf(token({ auth_time: 1_700_000_000 }))).toBe(1_700_000_000);
    expect(() => authTimeOf(token({ iat: 1 }))).toThrow('auth_time');
  });

  /** Asserts what the server's sign-in needs of a token: auth_time not before validSince, and the revocation check passes. */
  async function expectAccepted(who: { uid: string; idToken: string }): Promise<void> {
    const user = await auth.getUser(who.uid);
    const validSince = Date.parse(user.tokensValidAfterTime ?? '') / 1000;
    expect(authTimeOf(who.idToken)).toBeGreaterThanOrEqual(validSince);
    await expect(auth.verifyIdToken(who.idToken, true)).resolves.toMatchObject({ uid: who.uid });
  }

  it('replaces the sign-up token by a password sign-in\'s when a second may have passed before the answer', async () => {
    // A clock one second ahead: every sign-up looks as if it straddled a boundary, so the sign-in path runs.
    const ahead = { now: () => Date.now() + 1000 };
    const calls = jest.spyOn(globalThis, 'fetch');
    try {
      const who = await newIdentity('straddled', ahead);
      await expectAccepted(who);
      const paths = calls.mock.calls.map(([url]) => new URL(String(url)).pathname.split('/').pop());
      expect(paths).toEqual(['accounts:signUp', 'accounts:signInWithPassword']);
    } finally {
      calls.mockRestore();
    }
  });

  it('signs up once more when the emulator drops the connection, and only then', async () => {
    const calls = jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('fetch failed'));
    try {
      await expectAccepted(await newIdentity('dropped'));
      expect(calls).toHaveBeenCalledTimes(2);
      calls.mockRejectedValueOnce(new Error('not a connection failure'));
      await expect(newIdentity('other')).rejects.toThrow('not a connection failure');
    } finally {
      calls.mockRestore();
    }
  });

  it('gives tokens the revocation check accepts for sign-ups that start in the last milliseconds of a second', async () => {
    // The emulator reads its clock for the token and for validSince a moment apart; these sign-ups are the ones
    // most likely to cross into the next second between the two.
    for (const startAt of [990, 995, 997, 999]) {
      await untilMillisecond(startAt);
      await expectAccepted(await newIdentity('boundary'));
    }
  }, 30_000);
});
