// After an in-app navigation, focus moves to the new page's heading (or its main region), so keyboard and
// screen-reader users start at the new content instead of being left on the page body or an old link.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a remote page to render its heading. */
const HEADING_WAIT_MS = 5_000;
const POLL_MS = 50;

/** The element focus should land on: the main region's first h1, else the main region itself. */
export function focusTargetOf(root: ParentNode = document): HTMLElement | null {
  const main = root.querySelector<HTMLElement>('main, [role="main"]');
  return main?.querySelector<HTMLElement>('h1') ?? null;
}

function focusWithoutScrollJump(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/** Mount once inside the router. The first page load keeps the browser's own focus order (skip link first). */
export function RouteFocus(): null {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const leftOn = document.activeElement;
    const started = Date.now();
    const timer = setInterval(() => {
      // The user moved on (typed in the search box, opened a menu): leave their focus alone.
      const current = document.activeElement;
      const untouched = current === leftOn || current === document.body || !current?.isConnected;
      if (!untouched) {
        clearInterval(timer);
        return;
      }
      const heading = focusTargetOf();
      const timedOut = Date.now() - started > HEADING_WAIT_MS;
      if (heading || timedOut) {
        clearInterval(timer);
        const target = heading ?? document.querySelector<HTMLElement>('main');
        if (target) focusWithoutScrollJump(target);
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [pathname]);

  return null;
}
