// A page may ask the app frame to step aside on narrow screens: an open conversation on a phone fills the screen,
// as in every phone chat app, instead of sharing it with the app header. The page calls usePhoneFullScreen(true)
// while it wants that; the frame (the shell's layout) reads usePhoneFullScreenRequested() and hides its header
// and footer below the `md` breakpoint only, so wider screens keep them. The state lives here because shared-ui
// is one instance for the shell and every remote (a federation singleton).
import { useEffect, useSyncExternalStore } from 'react';
import { theme } from '../theme/theme';

let requests = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const requested = () => requests > 0;

function change(by: number): void {
  requests += by;
  for (const listener of listeners) listener();
}

/** Asks for the whole screen on phones while `active` (and the calling component is mounted). */
export function usePhoneFullScreen(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    change(1);
    return () => change(-1);
  }, [active]);
}

/** Whether some page asks for the whole screen on phones (for the app frame). */
export function usePhoneFullScreenRequested(): boolean {
  return useSyncExternalStore(subscribe, requested, () => false);
}

/** The media query of the screens where a full-screen request applies (below the `md` breakpoint). */
export const PHONE_FULL_SCREEN_MEDIA = `@media (max-width: ${theme.breakpoints.md - 0.02}px)`;
