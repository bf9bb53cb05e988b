/** A plain script the shell serves (shell/public): no bundle or federation runtime in the worker. */
export const LOCALE_WARMUP_SCRIPT = '/locale-warmup.js';

let started = false;

/**
 * Loads the browser's locale data (Intl) in a worker, once per page. The first Intl call of a page otherwise
 * blocks the main thread 50-120 ms on a desktop (four times that on a phone), and the locale data is shared by
 * the threads of the page's process. Pages that will format times or dates as soon as their data arrives (the
 * conversation list) call this before they fetch. Where workers are unavailable or forbidden, the first date is
 * formatted cold.
 */
export function warmLocaleData(scope: { Worker?: typeof Worker } = globalThis): boolean {
  if (started || typeof scope.Worker !== 'function') return false;
  try {
    new scope.Worker(LOCALE_WARMUP_SCRIPT);
    started = true;
  } catch {
    // A Content-Security-Policy without workers: nothing to warm, nothing lost.
  }
  return started;
}

/** Tests only: forget that the worker was started. */
export function resetLocaleWarmupForTests(): void {
  started = false;
}
