// Which rows of a long list are rendered: the ones within the viewport plus an overscan band above and below.
// Rows have their measured heights once rendered and an estimate before; the rest is padding of the same height,
// so the scroll bar and the scroll position stay true while only a few dozen rows exist in the DOM.

export interface WindowRange {
  /** First rendered row (inclusive). */
  start: number;
  /** Last rendered row (exclusive). */
  end: number;
  /** Height of the rows above `start` (the top padding). */
  before: number;
  /** Height of the rows from `end` on (the bottom padding). */
  after: number;
  /** Height of all rows. */
  total: number;
}

/** offsets[i] is the top of row i; offsets[n] the total height. */
export function prefixOffsets(sizes: readonly number[]): Float64Array {
  const offsets = new Float64Array(sizes.length + 1);
  for (let i = 0; i < sizes.length; i++) offsets[i + 1] = offsets[i]! + sizes[i]!;
  return offsets;
}

/** The row that contains the vertical position y (clamped to the first and the last row); -1 when there are none. */
export function rowAt(offsets: Float64Array, y: number): number {
  const n = offsets.length - 1;
  if (n <= 0) return -1;
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offsets[mid]! <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The rows to render for a viewport at `scrollTop` (relative to the first row) of `viewport` px. */
export function windowRange(offsets: Float64Array, scrollTop: number, viewport: number, overscan: number): WindowRange {
  const n = offsets.length - 1;
  const total = offsets[n] ?? 0;
  if (n <= 0) return { start: 0, end: 0, before: 0, after: 0, total };
  const start = rowAt(offsets, Math.max(0, scrollTop - overscan));
  const end = Math.max(start + 1, rowAt(offsets, scrollTop + viewport + overscan) + 1);
  return { start, end, before: offsets[start]!, after: total - offsets[end]!, total };
}
