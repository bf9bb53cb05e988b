// SIGTERM (or SIGINT) without losing work: answer not-ready at once, keep serving for DRAIN_DELAY_MS so the balancer
// takes the instance out, then tell STOMP sessions to go (an ERROR frame; clients reconnect elsewhere and resend
// their outbox), let started commits and HTTP requests finish, close the database and exit. If anything hangs,
// the process exits anyway after SHUTDOWN_TIMEOUT_MS.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

export interface ShutdownOptions {
  drainDelayMs: number;
  timeoutMs: number;
  /** Other things to close after the app (the metrics listener). */
  alsoClose?: Array<() => Promise<unknown>>;
  exit?: (code: number) => void;
}

/** Returns the shutdown to run on a signal; calling it again while it runs does nothing. */
export function gracefulShutdown(app: FastifyInstance, database: Database, opts: ShutdownOptions): (signal: string) => Promise<void> {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let running: Promise<void> | null = null;
  return (signal) => {
    running ??= (async () => {
      app.log.info(`${signal} received: draining (not ready), closing within ${opts.timeoutMs} ms`);
      const deadline = setTimeout(() => {
        app.log.error(`shutdown took longer than ${opts.timeoutMs} ms: exiting anyway`);
        exit(1);
      }, opts.timeoutMs);
      deadline.unref();
      try {
        app.readiness.startDraining();
        if (opts.drainDelayMs > 0) await new Promise((r) => setTimeout(r, opts.drainDelayMs));
        // app.close() closes the realtime server first (its preClose hook), then waits for in-flight requests.
        await app.close();
        for (const close of opts.alsoClose ?? []) await close();
        await database.close();
        clearTimeout(deadline);
        app.log.info('shutdown complete');
        exit(0);
      } catch (err) {
        clearTimeout(deadline);
        app.log.error({ err }, 'shutdown failed');
        exit(1);
      }
    })();
    return running;
  };
}
