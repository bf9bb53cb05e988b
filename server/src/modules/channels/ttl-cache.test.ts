import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('loads a key once for concurrent callers and reuses it for the time to live', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>({ ttlMs: 1_000, maxKeys: 10, now: () => now });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1_000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('drops expired entries as new ones come, and the oldest beyond maxKeys', async () => {
    let now = 0;
    const cache = new TtlCache<string>({ ttlMs: 1_000, maxKeys: 3, now: () => now });
    for (const key of ['a', 'b']) await cache.get(key, async () => key);
    now = 1_500;
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(1);
    for (const key of ['d', 'e', 'f']) await cache.get(key, async () => key);
    expect(cache.size).toBe(3);
    expect(await cache.get('c', async () => 'reloaded')).toBe('reloaded');
  });

  it('remembers nothing after a failed load', async () => {
    const cache = new TtlCache<number>({ ttlMs: 1_000, maxKeys: 3 });
    await expect(cache.get('a', async () => { throw new Error('down'); })).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });
});
