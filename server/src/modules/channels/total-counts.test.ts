import { TotalCounts, type CountSource } from './total-counts';

function source(matches: number, estimate = matches) {
  const calls = { upTo: 0, all: 0, estimate: 0 };
  let rows = matches;
  const s: CountSource & { calls: typeof calls; set(n: number): void } = {
    calls,
    set: (n) => {
      rows = n;
    },
    countUpTo: async (limit) => {
      calls.upTo++;
      return Math.min(rows, limit);
    },
    countAll: async () => {
      calls.all++;
      return rows;
    },
    estimate: async () => {
      calls.estimate++;
      return estimate;
    },
  };
  return s;
}

describe('TotalCounts', () => {
  let now = 0;
  const totals = (countAfterAsks = 1) => new TotalCounts({ exactLimit: 100, ttlMs: 1_000, maxKeys: 10, countAfterAsks, now: () => now });
  beforeEach(() => {
    now = 0;
  });

  it('counts small results exactly on every request', async () => {
    const t = totals();
    const s = source(100);
    expect(await t.total('f', s)).toEqual({ count: 100, exact: true });
    s.set(99);
    expect(await t.total('f', s)).toEqual({ count: 99, exact: true });
    expect(s.calls).toEqual({ upTo: 2, all: 0, estimate: 0 });
  });

  it('answers a large result with the estimate, then with one background count, flagged inexact', async () => {
    const t = totals();
    const s = source(5_000, 4_870);
    expect(await t.total('f', s)).toEqual({ count: 4_870, exact: false });
    await t.idle();
    expect(await t.total('f', s)).toEqual({ count: 5_000, exact: false });
    expect(await t.total('f', s)).toEqual({ count: 5_000, exact: false });
    expect(s.calls).toEqual({ upTo: 1, all: 1, estimate: 1 });
  });

  it('keeps an exact count a caller learned for a large result, and ignores a small one', async () => {
    const t = totals(3);
    const s = source(5_000, 4_870);
    t.remember('f', 5_000);
    t.remember('g', 40);
    expect(await t.total('f', s)).toEqual({ count: 5_000, exact: false });
    expect(t.known('g')).toBeUndefined();
    expect(s.calls).toEqual({ upTo: 0, all: 0, estimate: 0 });
  });

  it('never reports fewer than the exact limit for a large result', async () => {
    const t = totals();
    expect(await t.total('f', source(5_000, 3))).toEqual({ count: 101, exact: false });
  });

  it('recounts a large result in the background once it is older than the time to live', async () => {
    const t = totals();
    const s = source(5_000);
    await t.total('f', s);
    await t.idle();
    s.set(6_000);
    now = 999;
    expect((await t.total('f', s)).count).toBe(5_000);
    now = 1_000;
    expect((await t.total('f', s)).count).toBe(5_000);
    await t.idle();
    expect((await t.total('f', s)).count).toBe(6_000);
    expect(s.calls.all).toBe(2);
  });

  it('runs one full count at a time', async () => {
    const t = totals();
    let release: () => void = () => {};
    const slow: CountSource = {
      countUpTo: async (limit) => limit,
      countAll: () => new Promise((resolve) => {
        release = () => resolve(1_000);
      }),
      estimate: async () => 500,
    };
    const other = source(2_000);
    await t.total('a', slow);
    await t.total('b', other);
    expect(other.calls.all).toBe(0);
    release();
    await t.idle();
    await t.total('b', other);
    await t.idle();
    expect(other.calls.all).toBe(1);
  });

  it('goes back to exact counts when a large result becomes small', async () => {
    const t = totals();
    const s = source(5_000);
    await t.total('f', s);
    await t.idle();
    s.set(50);
    now = 1_000;
    await t.total('f', s);
    await t.idle();
    expect(await t.total('f', s)).toEqual({ count: 50, exact: true });
  });

  it('never counts every match of filters asked for only once or twice (new filters arriving all the time)', async () => {
    const t = totals(3);
    const sources = Array.from({ length: 8 }, () => source(50_000, 48_000));
    for (const [i, s] of sources.entries()) expect(await t.total(`f${i}`, s)).toEqual({ count: 48_000, exact: false });
    for (const [i, s] of sources.entries()) await t.total(`f${i}`, s);
    await t.idle();
    expect(sources.reduce((n, s) => n + s.calls.all, 0)).toBe(0);
    // The third ask within the time to live earns one background count.
    await t.total('f0', sources[0]!);
    await t.idle();
    expect(sources[0]!.calls.all).toBe(1);
    expect(await t.total('f0', sources[0]!)).toEqual({ count: 50_000, exact: false });
  });

  it('estimates a rarely asked filter again once its estimate is older than the time to live', async () => {
    const t = totals(3);
    const s = source(50_000, 48_000);
    await t.total('f', s);
    s.set(60_000);
    now = 1_000;
    await t.total('f', s);
    expect(s.calls).toEqual({ upTo: 2, all: 0, estimate: 2 });
  });

  it('uncached(): exact when small, the estimate when large, nothing remembered', async () => {
    const t = totals();
    expect(await t.uncached(source(40))).toEqual({ count: 40, exact: true });
    const s = source(5_000, 4_000);
    expect(await t.uncached(s)).toEqual({ count: 4_000, exact: false });
    await t.idle();
    expect(s.calls.all).toBe(0);
  });
});
