// Keyset anchors for page-numbered discovery. The call is page based (SPEC §7), so a deep page would normally
// skip `offset` index entries on every request. Each answered page tells us where the next page starts (the
// sort key of its last row); remembering that lets a later request for the same filter and sort start there
// with a keyset condition and skip only the rows between the nearest anchor and the page it wants. Anchors
// expire after a short time, so a page can lag edits of channels by at most that long.

/** The sort key of one row, in the order of the sort (every sort is descending on all its columns). */
export type SortKey = readonly (number | string)[];

export interface Anchor {
  /** Absolute row position the anchor stands before. */
  offset: number;
  /** Rows at this position and after sort strictly below this key. */
  after: SortKey;
}

interface Entry { expiresAt: number; anchors: Map<number, SortKey> }

export interface PageAnchorOptions {
  ttlMs: number;
  /** Filter/sort combinations remembered (least recently used dropped first). */
  maxKeys: number;
  /** Anchors kept per combination. */
  maxAnchorsPerKey: number;
  now?: () => number;
}

export class PageAnchors {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(private readonly opts: PageAnchorOptions) {
    this.now = opts.now ?? Date.now;
  }

  /** The nearest anchor at or before `offset`, or null (start from the top). */
  nearest(key: string, offset: number): Anchor | null {
    const entry = this.live(key);
    if (!entry) return null;
    let best: Anchor | null = null;
    for (const [at, after] of entry.anchors) {
      if (at <= offset && (!best || at > best.offset)) best = { offset: at, after };
    }
    // Refresh recency for LRU.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return best;
  }

  remember(key: string, offset: number, after: SortKey): void {
    if (offset <= 0) return;
    let entry = this.live(key);
    if (!entry) {
      entry = { expiresAt: this.now() + this.opts.ttlMs, anchors: new Map() };
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.anchors.delete(offset);
    entry.anchors.set(offset, after);
    while (entry.anchors.size > this.opts.maxAnchorsPerKey) {
      entry.anchors.delete(entry.anchors.keys().next().value as number);
    }
    while (this.entries.size > this.opts.maxKeys) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}
