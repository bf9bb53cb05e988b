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
  const totals = () => new TotalCounts({ exactLimit: 100, ttlMs: 1_000, maxKeys: 10, now: () => now });
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
});
