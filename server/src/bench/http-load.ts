// Closed-loop HTTP load on 127.0.0.1: `connections` keep-alive connections, each sending its next request as
// soon as the previous answer arrived, for a fixed time. Runs in a worker thread (http-load-worker.ts) so the
// client does not share the server's event loop.
import http from 'node:http';
import { percentiles, type Percentiles } from './latency';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** Bodies sent in turn instead of `body` (e.g. many pages, so caches see many keys). */
  bodies?: unknown[];
  /** With `bodies`: send each body once, never again; the run ends early when they run out. */
  noRepeat?: boolean;
}

export interface LoadSpec {
  port: number;
  request: LoadRequest;
  connections: number;
  durationMs: number;
  /** Unmeasured lead-in (JIT, caches), not counted. */
  warmupMs: number;
}

export interface LoadResult {
  connections: number;
  requests: number;
  errors: number;
  firstError?: string;
  seconds: number;
  requestsPerSecond: number;
  latency: Percentiles;
  /** Latency of the very first request (cold caches for this request). */
  firstMs: number;
  /** Requests sent in all (warm-up and the first request included). */
  sent: number;
  /** With `noRepeat`: the bodies ran out before the time was up. */
  exhausted?: boolean;
}

function send(agent: http.Agent, spec: LoadSpec, payload: string | undefined): Promise<{ ms: number; status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request({
      host: '127.0.0.1', port: spec.port, method: spec.request.method, path: spec.request.path, agent,
      headers: {
        ...spec.request.headers,
        ...(payload !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
      },
    }, (res) => {
      // Only an error's body is kept (for its message). A success is read and dropped, as a load tool does:
      // decoding 40 KB pages took the client's core time from the server it shares the machine with.
      const status = res.statusCode ?? 0;
      const chunks: Buffer[] = [];
      res.on('data', status === 200 ? () => undefined : (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ ms: performance.now() - started, status, body: status === 200 ? '' : Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error('timeout after 10 s')));
    req.end(payload);
  });
}

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
  const single = spec.request.body === undefined ? undefined : JSON.stringify(spec.request.body);
  const rotation = spec.request.bodies?.map((b) => JSON.stringify(b)) ?? [];
  let turn = 0;
  let exhausted = false;
  const nextPayload = () => (rotation.length > 0 ? rotation[turn++ % rotation.length] : single);
  const hasNext = () => {
    if (spec.request.noRepeat && turn >= rotation.length) exhausted = true;
    return !exhausted;
  };
  let sent = 1;
  const first = await send(agent, spec, nextPayload());
  const samples: number[] = [];
  let errors = 0;
  let firstError: string | undefined = first.status === 200 ? undefined : `${first.status} ${first.body.slice(0, 200)}`;
  if (firstError) errors++;
  const warmEnd = performance.now() + spec.warmupMs;
  let started = 0;
  let end = 0;
  const loop = async () => {
    while (performance.now() < (end || warmEnd + spec.durationMs) && hasNext()) {
      try {
        sent++;
        const r = await send(agent, spec, nextPayload());
        if (r.status !== 200) {
          errors++;
          firstError ??= `${r.status} ${r.body.slice(0, 200)}`;
        } else if (performance.now() >= warmEnd) {
          samples.push(r.ms);
        }
      } catch (err) {
        errors++;
        firstError ??= String(err);
      }
    }
  };
  started = warmEnd;
  end = warmEnd + spec.durationMs;
  await Promise.all(Array.from({ length: spec.connections }, loop));
  agent.destroy();
  // A run whose bodies ran out ends when its last answer arrived, not at the planned end.
  const seconds = ((exhausted ? performance.now() : Math.max(performance.now(), end)) - started) / 1000;
  return {
    connections: spec.connections,
    requests: samples.length,
    errors,
    firstError,
    seconds: Math.round(seconds * 100) / 100,
    requestsPerSecond: Math.round(samples.length / seconds),
    latency: percentiles(samples),
    firstMs: Math.round(first.ms * 100) / 100,
    sent,
    ...(exhausted ? { exhausted } : {}),
  };
}
