import { TokenCache, tokenKey, type VerifiedToken } from './token-cache';

/** Stands in for Firebase's verifier (an outside service): counts calls and can be told a session was revoked. */
function fakeFirebase(expiresAtMs: number) {
  const calls: Array<{ token: string; checkRevoked: boolean }> = [];
  const revoked = new Set<string>();
  const state = { down: false };
  return {
    calls,
    revoked,
    state,
    verify: async (token: string, checkRevoked: boolean): Promise<VerifiedToken> => {
      calls.push({ token, checkRevoked });
      if (state.down) throw Object.assign(new Error('unreachable'), { code: 'app/network-error' });
      if (revoked.has(token)) throw new Error('auth/id-token-revoked');
      return { uid: `uid-of-${token}`, email: null, expiresAtMs };
    },
  };
}

/** Lets a check started in the background settle. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('TokenCache', () => {
  let now = 1_000_000;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000_000;
  });

  it('verifies a token once, then serves it from memory, asking again once per revocation interval', async () => {
    const firebase = fakeFirebase(now + 3_600_000);
    const cache = new TokenCache({ verify: firebase.verify, revocationCheckMs: 60_000, maxEntries: 10, now: clock });
    expect((await cache.verify('t1')).uid).toBe('uid-of-t1');
    now += 59_000;
    await cache.verify('t1');
    expect(firebase.calls).toEqual([{ token: 't1', checkRevoked: true }]);
    now += 2_000;
    // Due: served at once while Firebase is asked; a burst of calls meanwhile asks once.
    await Promise.all([cache.verify('t1'), cache.verify('t1'), cache.verify('t1')]);
    expect(firebase.calls).toHaveLength(2);
    await settled();
    now += 59_000;
    await cache.verify('t1');
    expect(firebase.calls).toHaveLength(2);
  });

  it('does not hold the call that finds the check due for Firebase\'s answer', async () => {
    let answer: (t: VerifiedToken) => void = () => undefined;
    const calls: boolean[] = [];
    const cache = new TokenCache({
      verify: (_token, checkRevoked) => {
        calls.push(checkRevoked);
        return calls.length === 1
          ? Promise.resolve({ uid: 'u', email: null, expiresAtMs: now + 3_600_000 })
          : new Promise<VerifiedToken>((resolve) => { answer = resolve; });
      },
      revocationCheckMs: 60_000, maxEntries: 10, now: clock,
    });
    await cache.verify('t1');
    now += 60_001;
    await expect(cache.verify('t1')).resolves.toMatchObject({ uid: 'u' });
    expect(calls).toEqual([true, true]);
    answer({ uid: 'u', email: null, expiresAtMs: now + 3_600_000 });
  });

  it('notices a revoked session at the check after the interval and forgets it', async () => {
    const firebase = fakeFirebase(now + 3_600_000);
    const cache = new TokenCache({ verify: firebase.verify, revocationCheckMs: 60_000, maxEntries: 10, now: clock });
    await cache.verify('t1');
    firebase.revoked.add('t1');
    await expect(cache.verify('t1')).resolves.toMatchObject({ uid: 'uid-of-t1' });
    now += 60_001;
    // The call that finds the check due is still served; from the answer on, the token is refused.
    await expect(cache.verify('t1')).resolves.toMatchObject({ uid: 'uid-of-t1' });
    await settled();
    expect(cache.size).toBe(0);
    await expect(cache.verify('t1')).rejects.toThrow('revoked');
  });

  it('checks with Firebase on every fresh (sign-in) verification', async () => {
    const firebase = fakeFirebase(now + 3_600_000);
    const cache = new TokenCache({ verify: firebase.verify, revocationCheckMs: 60_000, maxEntries: 10, now: clock });
    await cache.verify('t1');
    firebase.revoked.add('t1');
    await expect(cache.verify('t1', { fresh: true })).rejects.toThrow('revoked');
    await expect(cache.verify('t1')).rejects.toThrow('revoked');
  });

  it('never serves a token past its expiry', async () => {
    const firebase = fakeFirebase(now + 10_000);
    const cache = new TokenCache({ verify: firebase.verify, revocationCheckMs: 60_000, maxEntries: 10, now: clock });
    await cache.verify('t1');
    now += 10_000;
    await cache.verify('t1');
    expect(firebase.calls).toHaveLength(2);
    // Firebase's answer for an expired token is itself not remembered.
    await cache.verify('t1');
    expect(firebase.calls).toHaveLength(3);
  });

  it('verifies a burst of calls with one new token once', async () => {
    const firebase = fakeFirebase(now + 3_600_000);
    const cache = new TokenCache({ verify: firebase.verify, revocationCheckMs: 60_000, maxEntries: 10, now: clock });
    await Promise.all(Array.from({ length: 20 }, () => cache.verify('t1')));
    expect(firebase.calls).toHaveLength(1);
  });

  it('keeps at most maxEntries tokens, dropping the oldest', async () => {
    const firebase = fakeFirebase(now + 3_600_000);
    const cache = new TokenCache({ verify: firebase.verify, revocationCheckMs: 60_000, maxEntries: 2, now: clock });
    await cache.verify('a');
    await cache.verify('b');
    await cache.verify('c');
    expect(cache.size).toBe(2);
    await cache.verify('a');
    expect(firebase.calls.map((c) => c.token)).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keys entries by a hash, never by the token itself', () => {
    expect(tokenKey('secret-token')).not.toContain('secret');
    expect(tokenKey('secret-token')).toHaveLength(43);
  });

  describe('while Firebase cannot be reached', () => {
    const isOutage = (err: unknown) => (err as { code?: string }).code === 'app/network-error';

    it('serves a token verified before, asks again after outageRetryMs, and then notices a revocation', async () => {
      const firebase = fakeFirebase(now + 3_600_000);
      const cache = new TokenCache({ verify: firebase.verify, revocationCheckMs: 60_000, maxEntries: 10, now: clock, isOutage, outageRetryMs: 10_000 });
      await cache.verify('t1');
      firebase.state.down = true;
      now += 60_001;
      await expect(cache.verify('t1')).resolves.toMatchObject({ uid: 'uid-of-t1' });
      await settled();
      expect(firebase.calls).toHaveLength(2);
      expect(cache.size).toBe(1);
      // Not asked again on every call while it is down, only once the retry interval has passed.
      now += 9_000;
      await cache.verify('t1');
      await settled();
      expect(firebase.calls).toHaveLength(2);
      now += 1_001;
      await cache.verify('t1');
      await settled();
      expect(firebase.calls).toHaveLength(3);
      // Back: the session was revoked meanwhile, and the next check sees it.
      firebase.state.down = false;
      firebase.revoked.add('t1');
      now += 10_001;
      await cache.verify('t1');
      await settled();
      expect(cache.size).toBe(0);
      await expect(cache.verify('t1')).rejects.toThrow('revoked');
    });

    it('still fails a sign-in, a token never verified, and a token past its expiry', async () => {
      const firebase = fakeFirebase(now + 120_000);
      const cache = new TokenCache({ verify: firebase.verify, revocationCheckMs: 60_000, maxEntries: 10, now: clock, isOutage });
      await cache.verify('t1');
      firebase.state.down = true;
      await expect(cache.verify('t1', { fresh: true })).rejects.toThrow('unreachable');
      await expect(cache.verify('t2')).rejects.toThrow('unreachable');
      // The failed sign-in did not forget the verification made before the outage.
      await expect(cache.verify('t1')).resolves.toMatchObject({ uid: 'uid-of-t1' });
      now += 120_001;
      await expect(cache.verify('t1')).rejects.toThrow('unreachable');
    });

    it('without isOutage, a failed check forgets the token like a refusal', async () => {
      const firebase = fakeFirebase(now + 3_600_000);
      const cache = new TokenCache({ verify: firebase.verify, revocationCheckMs: 60_000, maxEntries: 10, now: clock });
      await cache.verify('t1');
      firebase.state.down = true;
      now += 60_001;
      await cache.verify('t1');
      await settled();
      expect(cache.size).toBe(0);
      await expect(cache.verify('t1')).rejects.toThrow('unreachable');
    });
  });
});
