// A small time-limited cache with a bounded number of keys (oldest dropped first) that loads a missing key once:
// concurrent requests for the same key share one load instead of each sending the same query. Entries are kept
// in the order they were stored, which (one time to live for all) is the order they expire in, so each store
// also drops the expired entries at the front: memory follows the keys of the last ttlMs, not of all time.

export interface TtlCacheOptions {
  ttlMs: number;
  maxKeys: number;
  now?: () => number;
}

interface Entry<V> { value: V; expiresAtMs: number }

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();
  private readonly now: () => number;

  constructor(private readonly opts: TtlCacheOptions) {
    this.now = opts.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value of `key`: remembered if younger than the time to live, else loaded (once for concurrent callers). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      if (entry.expiresAtMs > this.now()) return Promise.resolve(entry.value);
      this.entries.delete(key);
    }
    const running = this.loading.get(key);
    if (running !== undefined) return running;
    const loaded = load().then((value) => {
      if (this.opts.ttlMs > 0) {
        const now = this.now();
        this.entries.delete(key);
        this.entries.set(key, { value, expiresAtMs: now + this.opts.ttlMs });
        for (const [oldest, entry] of this.entries) {
          if (entry.expiresAtMs > now && this.entries.size <= this.opts.maxKeys) break;
          this.entries.delete(oldest);
        }
      }
      return value;
    }).finally(() => this.loading.delete(key));
    this.loading.set(key, loaded);
    return loaded;
  }
}
