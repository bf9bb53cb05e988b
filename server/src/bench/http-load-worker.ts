// Worker-thread entry of the load generator: receives a LoadSpec, answers with its LoadResult.
import { parentPort } from 'node:worker_threads';
import { runLoad, type LoadSpec } from './http-load';

parentPort?.on('message', (spec: LoadSpec) => {
  runLoad(spec).then(
    (result) => parentPort?.postMessage({ ok: true, result }),
    (err: unknown) => parentPort?.postMessage({ ok: false, error: String(err) }),
  );
});
