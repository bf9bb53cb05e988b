import { BoundedCache } from './bounded-cache';

describe('BoundedCache', () => {
  let now = 1_000;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it('drops the least recently used entry when full', () => {
    const cache = new BoundedCache<string, number>({ maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    expect(cache.size).toBe(2);
  });

  it('serves an entry for its time to live only', () => {
    const cache = new BoundedCache<string, number>({ maxEntries: 10, ttlMs: 5_000, now: clock });
    cache.set('a', 1);
    now += 4_999;
    expect(cache.has('a')).toBe(true);
    now += 1;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('gives an entry its own time to live, and stores nothing for one of 0', () => {
    const cache = new BoundedCache<string, number>({ maxEntries: 10, ttlMs: 5_000, now: clock });
    cache.set('long', 1, { ttlMs: 60_000 });
    cache.set('none', 2, { ttlMs: 0 });
    now += 10_000;
    expect([cache.get('long'), cache.get('none')]).toEqual([1, undefined]);
  });

  it('keeps the total size under maxSize, oldest first', () => {
    const cache = new BoundedCache<string, Buffer>({ maxEntries: 10, maxSize: 10, sizeOf: (b) => b.length });
    cache.set('a', Buffer.alloc(4));
    cache.set('b', Buffer.alloc(4));
    cache.set('a', Buffer.alloc(2)); // replacing counts the new size only
    cache.set('c', Buffer.alloc(4));
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, true, true]);
    cache.set('d', Buffer.alloc(4));
    expect([cache.has('b'), cache.has('a'), cache.has('c'), cache.has('d')]).toEqual([false, true, true, true]);
  });

  it('forgets on delete and clear', () => {
    const cache = new BoundedCache<string, number>({ maxEntries: 10 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.delete('a');
    expect(cache.has('a')).toBe(false);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
