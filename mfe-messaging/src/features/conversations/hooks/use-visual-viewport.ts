// A full-screen layer on a phone follows the visual viewport: when the on-screen keyboard opens, the visual
// viewport shrinks (and may scroll) while the layout viewport does not, so a layer sized by CSS alone would keep
// its composer under the keyboard. While active, the element's --viewport-top and --viewport-height follow
// window.visualViewport; without that API they stay unset and the CSS fallbacks (0 and 100dvh) apply.
import { useLayoutEffect, type RefObject } from 'react';

export function useVisualViewportBox(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const el = ref.current;
    const viewport = window.visualViewport;
    if (!el || !active || !viewport) return undefined;
    const update = () => {
      el.style.setProperty('--viewport-top', `${Math.round(viewport.offsetTop)}px`);
      el.style.setProperty('--viewport-height', `${Math.round(viewport.height)}px`);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      el.style.removeProperty('--viewport-top');
      el.style.removeProperty('--viewport-height');
    };
  }, [ref, active]);
}
