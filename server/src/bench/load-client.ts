// Runs load specs in one long-lived worker thread (the client gets its own event loop and core).
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LoadResult, LoadSpec } from './http-load';

export class LoadClient {
  private readonly worker = new Worker(path.join(__dirname, 'http-load-worker.js'));

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
