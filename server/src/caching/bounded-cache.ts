// The server's one cache utility: a map bounded by its number of entries (and, if asked, by the total size of its
// values), whose entries may expire (one time to live for all, or one per entry). When it is full the least
// recently used entry goes first. Each cache built on it has one owner and one invalidation rule, listed in
// docs/architecture.md; a cache whose facts can become false is invalidated by its owner, never by a caller.

export interface BoundedCacheOptions<V> {
  maxEntries: number;
  /** How long an entry is served; none: until evicted or deleted. `set` may give an entry its own. */
  ttlMs?: number;
  /** A bound on the sum of `sizeOf(value)` (bytes, for instance). */
  maxSize?: number;
  sizeOf?: (value: V) => number;
  now?: () => number;
}

interface Entry<V> { value: V; expiresAtMs: number; size: number }

export class BoundedCache<K, V> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used entry first.
  private readonly entries = new Map<K, Entry<V>>();
  private totalSize = 0;
  private readonly now: () => number;

  constructor(private readonly opts: BoundedCacheOptions<V>) {
    this.now = opts.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value of `key` if present and not expired (it becomes the most recently used). */
  get(key: K): V | undefined {
    const entry = this.live(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Whether `key` is present and not expired (its recency is left as it is). */
  has(key: K): boolean {
    return this.live(key) !== undefined;
  }

  /** Stores `value` for `key`; `ttlMs` overrides the cache's time to live for this entry (0 or less: not stored). */
  set(key: K, value: V, opts: { ttlMs?: number } = {}): void {
    this.delete(key);
    const ttlMs = opts.ttlMs ?? this.opts.ttlMs;
    if (ttlMs !== undefined && ttlMs <= 0) return;
    const size = this.opts.sizeOf?.(value) ?? 0;
    this.entries.set(key, { value, size, expiresAtMs: ttlMs === undefined ? Infinity : this.now() + ttlMs });
    this.totalSize += size;
    while (this.entries.size > this.opts.maxEntries || (this.opts.maxSize !== undefined && this.totalSize > this.opts.maxSize)) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.totalSize -= entry.size;
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.totalSize = 0;
  }

  private live(key: K): Entry<V> | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAtMs > this.now()) return entry;
    this.delete(key);
    return undefined;
  }
}
