// Runs load specs in one long-lived worker thread (the client gets its own event loop and core).
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LoadResult, LoadSpec } from './http-load';

/**
 * The worker thread. Compiled, its entry is the `.js` beside this file. From source (the benchmark scripts run
 * through tsx) a worker thread does not inherit tsx's loader hooks, so the worker registers tsx's CommonJS hook
 * itself before loading the `.ts` entry.
 */
function startWorker(): Worker {
  if (path.extname(__filename) !== '.ts') return new Worker(path.join(__dirname, 'http-load-worker.js'));
  const entry = path.join(__dirname, 'http-load-worker.ts');
  const source = `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register(); require(${JSON.stringify(entry)});`;
  return new Worker(source, { eval: true });
}

export class LoadClient {
  private readonly worker = startWorker();

  run(spec: LoadSpec): Promise<LoadResult> {
    return new Promise((resolve, reject) => {
      this.worker.once('message', (msg: { ok: true; result: LoadResult } | { ok: false; error: string }) => {
        if (msg.ok) resolve(msg.result);
        else reject(new Error(msg.error));
      });
      this.worker.postMessage(spec);
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}
