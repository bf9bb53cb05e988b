// A token bucket per key: a burst, then a steady rate. Used for the chat send budget, typing signals and refused
// tokens per address. Per process: with several instances each grants its own budget.

export interface BudgetOptions {
  /** Units that may be spent at once after a quiet period. */
  burst: number;
  /** Units refilled per second. */
  perSecond: number;
}

export type BudgetDecision = { ok: true } | { ok: false; retryAfterMs: number };

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets that are full again carry no information; they are dropped once this many exist. */
const SWEEP_AT = 10_000;

export class KeyedBudget<K extends string | number> {
  private readonly buckets = new Map<K, Bucket>();

  constructor(
    private readonly opts: BudgetOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one unit from the key's budget, or says how long until one is available. */
  take(key: K): BudgetDecision {
    const bucket = this.refilled(key, this.now());
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { ok: true };
    }
    return { ok: false, retryAfterMs: this.waitFor(bucket) };
  }

  /** How long until the key has a unit to spend (0: now), without spending it. */
  waitMs(key: K): number {
    const bucket = this.buckets.get(key);
    if (!bucket) return 0;
    const refilled = this.refilled(key, this.now());
    return refilled.tokens >= 1 ? 0 : this.waitFor(refilled);
  }

  private waitFor(bucket: Bucket): number {
    return Math.ceil(((1 - bucket.tokens) / this.opts.perSecond) * 1000);
  }

  private refilled(key: K, now: number): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= SWEEP_AT) this.sweep(now);
      bucket = { tokens: this.opts.burst, at: now };
      this.buckets.set(key, bucket);
      return bucket;
    }
    const elapsed = Math.max(0, now - bucket.at) / 1000;
    bucket.tokens = Math.min(this.opts.burst, bucket.tokens + elapsed * this.opts.perSecond);
    bucket.at = now;
    return bucket;
  }

  private sweep(now: number): void {
    const fullAfterMs = (this.opts.burst / this.opts.perSecond) * 1000;
    for (const [key, b] of this.buckets) if (now - b.at >= fullAfterMs) this.buckets.delete(key);
  }
}
