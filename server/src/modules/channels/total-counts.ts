// How many channels match a discovery filter, without counting a million rows per request.
//
// - Small results (at most `exactLimit` matches) are counted exactly on every request; the count stops after
//   exactLimit + 1 index entries, so it never costs more than that walk.
// - Larger results take the planner's row estimate (reused for `ttlMs`), reported with `exact: false` (the pager
//   says "about"). Only a filter asked for again and again (`countAfterAsks` times within `ttlMs`) is counted
//   exactly in the background, at most one count at a time and then reused for `ttlMs`: members rarely repeat
//   each other's filters, and a full count for every new filter kept one connection counting almost all the time.

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
  /** Asks of one large filter within ttlMs before it is counted exactly in the background (default 3). */
  countAfterAsks?: number;
  now?: () => number;
  /** Told when a background count fails (it is retried on a later request). */
  onError?: (err: unknown) => void;
}

interface LargeCount { count: number; countedAt: number; counted: boolean; asks: number }

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
      known.asks++;
      const stale = this.now() - known.countedAt >= this.opts.ttlMs;
      if (stale && !known.counted && known.asks < (this.opts.countAfterAsks ?? 3)) {
        // An estimate nobody asked for often enough to deserve a count: estimated afresh once it is old.
        this.large.delete(key);
        return this.total(key, source);
      }
      if ((!known.counted && known.asks >= (this.opts.countAfterAsks ?? 3)) || (known.counted && stale)) this.refresh(key, source);
      return { count: known.count, exact: false };
    }
    const total = await this.uncached(source);
    if (total.exact) return total;
    this.large.set(key, { count: total.count, countedAt: this.now(), counted: false, asks: 1 });
    while (this.large.size > this.opts.maxKeys) this.large.delete(this.large.keys().next().value as string);
    if ((this.opts.countAfterAsks ?? 3) <= 1) this.refresh(key, source);
    return total;
  }

  /** An exact count of a large result learned by the caller (a page past the end counted its matches). */
  remember(key: string, count: number): void {
    if (count <= this.opts.exactLimit) return;
    this.large.delete(key);
    this.large.set(key, { count, countedAt: this.now(), counted: true, asks: 1 });
    while (this.large.size > this.opts.maxKeys) this.large.delete(this.large.keys().next().value as string);
  }

  /** The remembered large total of a filter (estimate or background count), without counting it as an ask. */
  known(key: string): TotalCount | undefined {
    const entry = this.large.get(key);
    return entry ? { count: entry.count, exact: false } : undefined;
  }

  /** The total without remembering anything: exact when small, else the planner's estimate. */
  async uncached(source: CountSource): Promise<TotalCount> {
    const upTo = await source.countUpTo(this.opts.exactLimit + 1);
    if (upTo <= this.opts.exactLimit) return { count: upTo, exact: true };
    return { count: Math.max(this.opts.exactLimit + 1, Math.round(await source.estimate())), exact: false };
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
