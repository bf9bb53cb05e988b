// One chat send budget per user, shared by POST /api/messages and STOMP SEND: a token bucket that allows a burst
// and then a steady rate, so one client (or several, or both transports at once) cannot flood the database.
// Per process: with several instances each grants its own budget.

export interface SendBudgetOptions {
  /** Messages that may be sent at once after a quiet period. */
  burst: number;
  /** Messages per second refilled. */
  perSecond: number;
}

export type SendDecision = { ok: true } | { ok: false; retryAfterMs: number };

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets that are full again carry no information; they are dropped once this many exist. */
const SWEEP_AT = 10_000;

export class SendBudget {
  private readonly buckets = new Map<number, Bucket>();

  constructor(
    private readonly opts: SendBudgetOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one message from the user's budget, or says how long until one is available. */
  take(userId: number): SendDecision {
    const now = this.now();
    const bucket = this.refilled(userId, now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { ok: true };
    }
    return { ok: false, retryAfterMs: Math.ceil(((1 - bucket.tokens) / this.opts.perSecond) * 1000) };
  }

  private refilled(userId: number, now: number): Bucket {
    let bucket = this.buckets.get(userId);
    if (!bucket) {
      if (this.buckets.size >= SWEEP_AT) this.sweep(now);
      bucket = { tokens: this.opts.burst, at: now };
      this.buckets.set(userId, bucket);
      return bucket;
    }
    const elapsed = Math.max(0, now - bucket.at) / 1000;
    bucket.tokens = Math.min(this.opts.burst, bucket.tokens + elapsed * this.opts.perSecond);
    bucket.at = now;
    return bucket;
  }

  private sweep(now: number): void {
    const fullAfterMs = (this.opts.burst / this.opts.perSecond) * 1000;
    for (const [id, b] of this.buckets) if (now - b.at >= fullAfterMs) this.buckets.delete(id);
  }
}
