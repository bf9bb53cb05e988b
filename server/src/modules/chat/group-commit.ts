// Group commit: messages sent while a write is under way are collected and written together by the next one,
// in one statement and one commit. A lone message is written at once (no added delay); under load, batches grow
// by themselves to what arrived during the previous commit. One batch is written at a time, so commits, and the
// promises of their messages, resolve in the order the messages were queued (per-conversation order holds).
//
// As soon as a commit succeeds, the next batch is handed to the writer, before the finished batch's callers run:
// their work (deliveries) overlaps the next commit instead of delaying it. `afterWrite` (what other modules do with
// a committed batch, e.g. its notifications) runs in that same overlap, once per batch, before the callers hear.
//
// The loop ends only when a take() right before `writing` is cleared finds nothing, with no await in between, so
// no item is ever queued without a drain to write it.
//
// If a batch fails, its messages are written again one by one, so a single bad message (or a lost race on a
// client message id) fails only its own sender; nothing queued after them is written before they are settled.

export interface GroupCommitOptions<In, Out> {
  /** Writes the batch in one commit; returns one result per input, in order. */
  writeBatch(items: In[]): Promise<Out[]>;
  maxBatch: number;
  /**
   * After a batch committed, before its callers are resolved; overlaps the next batch's write. Its failure does not
   * fail the callers (their items are committed): handle errors inside.
   */
  afterWrite?(items: In[], results: Out[]): Promise<void>;
}

interface Pending<In, Out> {
  item: In;
  resolve(value: Out): void;
  reject(err: unknown): void;
}

type Outcome<Out> = { ok: true; results: Out[] } | { ok: false; error: unknown };

export class GroupCommit<In, Out> {
  private queue: Pending<In, Out>[] = [];
  private writing = false;

  constructor(private readonly opts: GroupCommitOptions<In, Out>) {}

  /** Resolves after the commit that holds `item`. */
  write(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  /** Messages waiting for the next commit (not counting the batch being written). */
  get waiting(): number {
    return this.queue.length;
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      let batch = this.take();
      let attempt = this.attempt(batch);
      while (batch.length > 0) {
        const outcome = await attempt;
        if (!outcome.ok) {
          await this.oneByOne(batch, outcome.error);
          batch = this.take();
          attempt = this.attempt(batch);
          continue;
        }
        const next = this.take();
        attempt = this.attempt(next);
        await this.after(batch, outcome.results);
        batch.forEach((p, i) => p.resolve(outcome.results[i] as Out));
        if (next.length > 0) {
          batch = next;
          continue;
        }
        // Nothing was waiting when `next` was taken, but write() may have queued items during afterWrite: with
        // `writing` still set it started no drain for them, so they are taken here. Leaving them would strand them
        // until some later write() (forever, for a sender's last message; its session waits behind it).
        batch = this.take();
        attempt = this.attempt(batch);
      }
    } finally {
      this.writing = false;
    }
  }

  private take(): Pending<In, Out>[] {
    return this.queue.splice(0, this.opts.maxBatch);
  }

  /** Starts writing the batch now (nothing for an empty one). */
  private attempt(batch: Pending<In, Out>[]): Promise<Outcome<Out>> {
    if (batch.length === 0) return Promise.resolve({ ok: true, results: [] });
    return this.opts.writeBatch(batch.map((p) => p.item)).then(
      (results): Outcome<Out> => ({ ok: true, results }),
      (error: unknown): Outcome<Out> => ({ ok: false, error }),
    );
  }

  /** A failed batch: a lone message fails; several are written again one at a time, in order. */
  private async oneByOne(batch: Pending<In, Out>[], error: unknown): Promise<void> {
    if (batch.length === 1) {
      batch[0]!.reject(error);
      return;
    }
    for (const p of batch) {
      const outcome = await this.attempt([p]);
      if (!outcome.ok) {
        p.reject(outcome.error);
        continue;
      }
      await this.after([p], outcome.results);
      p.resolve(outcome.results[0] as Out);
    }
  }

  private async after(batch: Pending<In, Out>[], results: Out[]): Promise<void> {
    if (!this.opts.afterWrite) return;
    await this.opts.afterWrite(batch.map((p) => p.item), results).catch(() => undefined);
  }
}
