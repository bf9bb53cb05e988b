// The Messages page fills the screen below the header and no more: the message list and the conversation list
// scroll inside it, never the page. The header is the shell's and its height is not known here (on a phone it
// wraps to three rows and grows when its remote parts arrive), so the page measures where it starts in the
// document and sizes itself to the rest of the viewport, again whenever the layout above it or the window changes.
import { useLayoutEffect, useState, type RefObject } from 'react';

/** The element's top in the document (not the viewport), in px; null before it is measured. */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number | null {
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const next = Math.round(el.getBoundingClientRect().top + window.scrollY);
      setTop((prev) => (prev === next ? prev : next));
    };
    measure();
    window.addEventListener('resize', measure);
    // The header above changes height as its parts load; that moves this element and resizes the body.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return top;
}
