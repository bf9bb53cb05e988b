// Windowing for a scrolling list of rows of unknown height (the message log): only the rows near the viewport are
// rendered (rules/virtual-window.ts). Rows are measured after every render; the scroll position is then restored
// by hand against an anchor row (the first one visible, by its bottom edge), so rows measured taller or shorter
// than estimated, older rows added on top, and the top of the anchor row itself changing (a day divider that goes
// away when the same day's older messages arrive) never move what the reader is looking at. While pinned to the
// bottom it stays there. The container must set `overflow-anchor: none`: the browser's own anchoring would fight
// this one.
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { prefixOffsets, windowRange, type WindowRange } from '../rules/virtual-window';

/** Attribute on each rendered row holding its key, so the rows can be measured. */
export const ROW_KEY_ATTRIBUTE = 'data-row-key';
/** Viewport assumed before the container has a height (not laid out yet, or no layout at all). */
const FALLBACK_VIEWPORT_PX = 800;
/** Within this many px of the bottom the list counts as pinned there. */
const PINNED_SLACK_PX = 2;

export interface VirtualListOptions {
  scrollRef: RefObject<HTMLElement | null>;
  /** The element holding the rows (and the paddings); its top may sit below other content of the container. */
  trackRef: RefObject<HTMLElement | null>;
  keys: readonly string[];
  estimate: number;
  overscan: number;
}

export interface VirtualList {
  range: WindowRange;
  /** Call from the container's scroll handler. */
  onScroll(): void;
  /** Scrolls to the last row and stays there while rows are added or measured. */
  scrollToEnd(): void;
}

interface Viewport { top: number; height: number }
/** The first visible row, its bottom relative to the container's top, and the scroll position and keys then. */
interface Anchor { key: string; offset: number; scrollTop: number; keys: readonly string[] }

export function useVirtualList({ scrollRef, trackRef, keys, estimate, overscan }: VirtualListOptions): VirtualList {
  const sizes = useRef(new Map<string, number>());
  const [measured, setMeasured] = useState(0);
  const [viewport, setViewport] = useState<Viewport>({ top: 0, height: 0 });
  const pinned = useRef(true);
  const anchor = useRef<Anchor | null>(null);

  // `measured` changes whenever a size does: the offsets are recomputed from the map then.
  const offsets = useMemo(
    () => prefixOffsets(keys.map((k) => sizes.current.get(k) ?? estimate)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [keys, estimate, measured],
  );
  const range = windowRange(offsets, viewport.top, viewport.height || FALLBACK_VIEWPORT_PX, overscan);

  const rows = useCallback((): HTMLElement[] => {
    const track = trackRef.current;
    return track ? Array.from(track.querySelectorAll<HTMLElement>(`:scope > [${ROW_KEY_ATTRIBUTE}]`)) : [];
  }, [trackRef]);

  /** Remembers the first visible row and where its bottom is. */
  const remember = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    const top = el.getBoundingClientRect().top;
    const first = rows().find((row) => row.getBoundingClientRect().bottom > top);
    const key = first?.getAttribute(ROW_KEY_ATTRIBUTE);
    anchor.current = first && key
      ? { key, offset: first.getBoundingClientRect().bottom - top, scrollTop: el.scrollTop, keys }
      : null;
  }, [scrollRef, rows, keys]);

  /** The track's top in the container's scroll coordinates (content above it: spinners, alerts). */
  const trackTopOf = useCallback((el: HTMLElement): number => {
    const track = trackRef.current;
    return track ? track.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop : 0;
  }, [trackRef]);

  const syncViewport = useCallback(() => {
    const el = scrollRef.current;
    if (!el || !trackRef.current) return;
    const next = { top: el.scrollTop - trackTopOf(el), height: el.clientHeight };
    setViewport((prev) => (Math.abs(prev.top - next.top) < 1 && prev.height === next.height ? prev : next));
  }, [scrollRef, trackRef, trackTopOf, setViewport]);

  // After every render: measure the rendered rows, put the anchor back where it was, follow the bottom. It runs
  // after every render on purpose (a row's content may change its height without any key changing); the state it
  // sets changes only when a size or the viewport really did, so the updates settle after a pass or two.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    let changed = false;
    for (const row of rows()) {
      const key = row.getAttribute(ROW_KEY_ATTRIBUTE);
      const height = row.getBoundingClientRect().height;
      // 0 means not laid out (hidden, or no layout engine): keep the estimate.
      if (key && height > 0 && Math.abs((sizes.current.get(key) ?? -1) - height) >= 0.5) {
        sizes.current.set(key, height);
        changed = true;
      }
    }
    let keepAnchor = false;
    if (pinned.current) {
      el.scrollTop = el.scrollHeight;
    } else if (anchor.current) {
      const { key, offset, scrollTop, keys: keysThen } = anchor.current;
      // The reader may have scrolled since the anchor was read (scroll events and renders interleave): that
      // movement is theirs and stays; only what this render moved is undone.
      const expected = offset - (el.scrollTop - scrollTop);
      const row = rows().find((r) => r.getAttribute(ROW_KEY_ATTRIBUTE) === key);
      const index = row || keysThen === keys ? -1 : keys.indexOf(key);
      if (row) {
        const drift = row.getBoundingClientRect().bottom - el.getBoundingClientRect().top - expected;
        if (Math.abs(drift) >= 1) el.scrollTop += drift;
      } else if (index >= 0) {
        // Older rows were added above the anchor, so this render's window (still at the old scroll position)
        // shows them instead of it: scroll to where the offsets put the anchor, and keep the anchor so the next
        // pass, which renders it, puts it back exactly.
        el.scrollTop = trackTopOf(el) + offsets[index + 1]! - expected;
        anchor.current = { key, offset: expected, scrollTop: el.scrollTop, keys };
        keepAnchor = true;
      }
    }
    if (!keepAnchor) remember();
    if (changed) setMeasured((n) => n + 1);
    syncViewport();
  });

  // The container's height changes with the window (and the composer): render the rows that fit it.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => syncViewport());
    observer.observe(el);
    return () => observer.disconnect();
  }, [scrollRef, syncViewport]);

  const onScroll = useCallback(() => {
    const el = scrollRef.current;
    if (el) pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight <= PINNED_SLACK_PX;
    remember();
    syncViewport();
  }, [scrollRef, remember, syncViewport]);

  const scrollToEnd = useCallback(() => {
    const el = scrollRef.current;
    pinned.current = true;
    if (el) el.scrollTop = el.scrollHeight;
    syncViewport();
  }, [scrollRef, syncViewport]);

  // Drop sizes of rows that are gone (a conversation's log is remounted per conversation, so this stays small).
  useLayoutEffect(() => {
    const live = new Set(keys);
    for (const key of sizes.current.keys()) if (!live.has(key)) sizes.current.delete(key);
  }, [keys]);

  return { range, onScroll, scrollToEnd };
}
