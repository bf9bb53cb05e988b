import type { UserRow } from '../db/schema';
import { CallerCache } from './caller-cache';

const user = (id: number) => ({ id, firebaseUid: `u${id}` }) as UserRow;

describe('CallerCache', () => {
  it('remembers a registered caller for its time to live only', () => {
    let now = 1_000;
    const cache = new CallerCache({ ttlMs: 5_000, maxEntries: 10, now: () => now });
    cache.set('u1', { user: user(1), channelId: 7 });
    expect(cache.get('u1')).toMatchObject({ user: user(1), channelId: 7 });
    now = 5_999;
    expect(cache.get('u1')?.channelId).toBe(7);
    now = 6_000;
    expect(cache.get('u1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never remembers an unregistered caller, and forgets one on request', () => {
    const cache = new CallerCache({ ttlMs: 5_000, maxEntries: 10 });
    cache.set('u1', { user: user(1), channelId: null });
    cache.set('u1', { user: null, channelId: null });
    expect(cache.get('u1')).toBeUndefined();
    cache.set('u2', { user: user(2), channelId: null });
    cache.delete('u2');
    expect(cache.get('u2')).toBeUndefined();
  });

  it('holds at most maxEntries callers, dropping the oldest', () => {
    const cache = new CallerCache({ ttlMs: 5_000, maxEntries: 2 });
    for (const id of [1, 2, 3]) cache.set(`u${id}`, { user: user(id), channelId: null });
    expect([cache.get('u1'), cache.get('u2')?.user.id, cache.get('u3')?.user.id]).toEqual([undefined, 2, 3]);
  });

  it('remembers nothing with a time to live of 0', () => {
    const cache = new CallerCache({ ttlMs: 0, maxEntries: 2 });
    cache.set('u1', { user: user(1), channelId: null });
    expect(cache.get('u1')).toBeUndefined();
  });

  it('keeps a memo per remembered caller: loaded once, dropped with the entry, a failed load not kept', async () => {
    let now = 1_000;
    const cache = new CallerCache({ ttlMs: 5_000, maxEntries: 10, now: () => now });
    cache.set('u1', { user: user(1), channelId: 7 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('u1')!.memo.get('own', load)).toBe(1);
    expect(await cache.get('u1')!.memo.get('own', load)).toBe(1);
    expect(await cache.get('u1')!.memo.get('other', load)).toBe(2);
    // The caller remembered anew (after any other request of theirs dropped the entry) starts an empty memo.
    cache.delete('u1');
    cache.set('u1', { user: user(1), channelId: 7 });
    expect(await cache.get('u1')!.memo.get('own', load)).toBe(3);
    now = 6_000;
    expect(cache.get('u1')).toBeUndefined();
    cache.set('u1', { user: user(1), channelId: 7 });
    const memo = cache.get('u1')!.memo;
    await expect(memo.get('own', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await memo.get('own', load)).toBe(4);
  });
});
