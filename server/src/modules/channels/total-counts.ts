// How many channels match a discovery filter, without counting a million rows per request.
//
// - Small results (at most `exactLimit` matches) are counted exactly on every request; the count stops after
//   exactLimit + 1 index entries, so it never costs more than that walk.
// - Larger results are counted exactly in the background, at most one count at a time, and the count is then
//   reused for `ttlMs` (refreshed in the background when it gets older). Until the first such count is done,
//   the planner's row estimate stands in. Both are reported with `exact: false`.

export interface CountSource {
  /** Matches, counting no further than `limit` (returns at most `limit`). */
  countUpTo(limit: number): Promise<number>;
  /** Every match (the expensive count). */
  countAll(): Promise<number>;
  /** The planner's estimate of the matches. */
  estimate(): Promise<number>;
}

export interface TotalCount { count: number; exact: boolean }

export interface TotalCountOptions {
  exactLimit: number;
  ttlMs: number;
  maxKeys: number;
  now?: () => number;
  /** Told when a background count fails (it is retried on a later request). */
  onError?: (err: unknown) => void;
}

interface LargeCount { count: number; countedAt: number; counted: boolean }

export class TotalCounts {
  private readonly large = new Map<string, LargeCount>();
  private refreshing: string | null = null;
  private readonly now: () => number;

  constructor(private readonly opts: TotalCountOptions) {
    this.now = opts.now ?? Date.now;
  }

  /**
   * The total for a filter. `key` identifies the filter (not the page or sort); `source` counts it.
   */
  async total(key: string, source: CountSource): Promise<TotalCount> {
    const known = this.large.get(key);
    if (known) {
      if (!known.counted || this.now() - known.countedAt >= this.opts.ttlMs) this.refresh(key, source);
      return { count: known.count, exact: false };
    }
    const upTo = await source.countUpTo(this.opts.exactLimit + 1);
    if (upTo <= this.opts.exactLimit) return { count: upTo, exact: true };
    const estimate = Math.max(this.opts.exactLimit + 1, Math.round(await source.estimate()));
    this.large.set(key, { count: estimate, countedAt: this.now(), counted: false });
    while (this.large.size > this.opts.maxKeys) this.large.delete(this.large.keys().next().value as string);
    this.refresh(key, source);
    return { count: estimate, exact: false };
  }

  /** Resolves when no background count is running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.refreshing !== null) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  private refresh(key: string, source: CountSource): void {
    // One full count at a time: a burst of new filters must not turn into a burst of million-row counts.
    if (this.refreshing !== null) return;
    this.refreshing = key;
    source
      .countAll()
      .then((count) => {
        // Small again (channels removed): back to exact counts per request.
        if (count <= this.opts.exactLimit) this.large.delete(key);
        const entry = this.large.get(key);
        if (entry) Object.assign(entry, { count, countedAt: this.now(), counted: true });
      })
      .catch((err: unknown) => this.opts.onError?.(err))
      .finally(() => {
        this.refreshing = null;
      });
  }
}
