// Group commit: messages sent while a write is under way are collected and written together by the next one,
// in one statement and one commit. A lone message is written at once (no added delay); under load, batches grow
// by themselves to what arrived during the previous commit. One batch is written at a time, so commits, and the
// promises of their messages, resolve in the order the messages were queued (per-conversation order holds).
//
// If a batch fails, its messages are written again one by one, so a single bad message (or a lost race on a
// client message id) fails only its own sender.

export interface GroupCommitOptions<In, Out> {
  /** Writes the batch in one commit; returns one result per input, in order. */
  writeBatch(items: In[]): Promise<Out[]>;
  maxBatch: number;
}

interface Pending<In, Out> {
  item: In;
  resolve(value: Out): void;
  reject(err: unknown): void;
}

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
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.opts.maxBatch);
        await this.commit(batch);
      }
    } finally {
      this.writing = false;
    }
  }

  private async commit(batch: Pending<In, Out>[]): Promise<void> {
    let results: Out[];
    try {
      results = await this.opts.writeBatch(batch.map((p) => p.item));
    } catch (err) {
      if (batch.length === 1) {
        batch[0]!.reject(err);
        return;
      }
      for (const p of batch) await this.commit([p]);
      return;
    }
    batch.forEach((p, i) => p.resolve(results[i] as Out));
  }
}
