import { SendBudget } from './send-budget';

describe('SendBudget', () => {
  it('allows a burst, then refuses with the time until the next message is allowed', () => {
    let now = 1_000_000;
    const budget = new SendBudget({ burst: 3, perSecond: 2 }, () => now);
    expect([budget.take(1), budget.take(1), budget.take(1)]).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(budget.take(1)).toEqual({ ok: false, retryAfterMs: 500 });
    now += 250;
    expect(budget.take(1)).toEqual({ ok: false, retryAfterMs: 250 });
    now += 250;
    expect(budget.take(1)).toEqual({ ok: true });
  });

  it('keeps one budget per user', () => {
    const now = 0;
    const budget = new SendBudget({ burst: 1, perSecond: 1 }, () => now);
    expect(budget.take(1).ok).toBe(true);
    expect(budget.take(1).ok).toBe(false);
    expect(budget.take(2).ok).toBe(true);
  });

  it('refills no further than the burst', () => {
    let now = 0;
    const budget = new SendBudget({ burst: 2, perSecond: 10 }, () => now);
    now += 60_000;
    expect([budget.take(7).ok, budget.take(7).ok, budget.take(7).ok]).toEqual([true, true, false]);
  });

  it('forgets users whose budget is full again once many are tracked', () => {
    let now = 0;
    const budget = new SendBudget({ burst: 1, perSecond: 1 }, () => now);
    for (let id = 1; id <= 10_000; id++) budget.take(id);
    now += 2000;
    budget.take(10_001);
    expect((budget as unknown as { buckets: Map<number, unknown> }).buckets.size).toBe(1);
  });
});
