// The SENDs of one connection waiting for their RECEIPT. A RECEIPT or a refusal settles one; a dropped connection
// fails them all; and none waits longer than RECEIPT_TIMEOUT_MS. Without that bound a SEND the server never answered
// (a frame lost on the way, with the connection still up) would leave its message "sending" until the next reconnect.
import { SendUnacknowledgedError } from './send-errors';

/**
 * How long a SEND waits for its RECEIPT. The server writes the RECEIPT right after the database commit (p99 under
 * 50 ms at 2,000 messages/s, bench-results/), so a healthy server never comes near this; ten seconds is also the
 * heart-beat interval, after which a dead connection is noticed anyway. A resend costs little (the server answers a
 * repeated client message id with the original), so erring early is safe.
 */
export const RECEIPT_TIMEOUT_MS = 10_000;

interface Waiting {
  resolve(): void;
  reject(err: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

export class PendingReceipts {
  private readonly waiting = new Map<string, Waiting>();

  constructor(private readonly timeoutMs: number = RECEIPT_TIMEOUT_MS) {}

  /** Resolves when `resolve(id)` is called; rejects with SendUnacknowledgedError after the timeout. */
  wait(id: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new SendUnacknowledgedError(`No receipt within ${Math.round(this.timeoutMs / 1000)} s`));
      }, this.timeoutMs);
      this.waiting.set(id, { resolve, reject, timer });
    });
  }

  has(id: string): boolean {
    return this.waiting.has(id);
  }

  get size(): number {
    return this.waiting.size;
  }

  /** The RECEIPT came. False when nothing waits for it (a late one, after the timeout). */
  resolve(id: string): boolean {
    const w = this.take(id);
    w?.resolve();
    return w !== undefined;
  }

  /** The server refused the SEND. False when nothing waits for it. */
  reject(id: string, err: Error): boolean {
    const w = this.take(id);
    w?.reject(err);
    return w !== undefined;
  }

  /** The connection is gone: every waiting SEND fails with `err`. */
  rejectAll(err: Error): void {
    for (const id of [...this.waiting.keys()]) this.reject(id, err);
  }

  private take(id: string): Waiting | undefined {
    const w = this.waiting.get(id);
    if (!w) return undefined;
    clearTimeout(w.timer);
    this.waiting.delete(id);
    return w;
  }
}
