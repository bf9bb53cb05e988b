// Soak benchmark (not a test, never run by `npm test`): ten minutes of mixed traffic over HTTP on 127.0.0.1
// (health, an authenticated no-op, discovery across many filters and pages, name searches) while the server's
// memory is sampled after garbage collection. Reports each period's req/s as a share of health's in the same
// period, and the heap trend; discovery rotates through hundreds of pages so the count and anchor caches fill
// up to their bounds. Writes bench-results/soak.json at the repository root.
//
//   npm run bench:soak -- [--minutes 10 | --duration 600] [--period 20] [--connections 20] [--channels 10000]
//   (`npm run bench:soak` runs it from source with --expose-gc; --minutes and --duration (seconds) are two ways
//   of saying how long, ten minutes by default.)
import os from 'node:os';
import { CHANNEL_FETCH_SIZE, SEARCH_PAGE_SIZE, SORT_OPTIONS } from 'shared-api';
import { startBenchApp } from './bench-app';
import { runBenchMain, writeBenchResult } from './bench-output';
import { positiveNumberArg } from './cli-args';
import type { LoadRequest, LoadResult } from './http-load';
import { LoadClient } from './load-client';

interface MemorySample { atS: number; heapUsedMb: number; rssMb: number; externalMb: number }

function memory(startedAt: number): MemorySample {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  const mb = (n: number) => Math.round((n / 1048576) * 10) / 10;
  return { atS: Math.round((performance.now() - startedAt) / 1000), heapUsedMb: mb(m.heapUsed), rssMb: mb(m.rss), externalMb: mb(m.external + m.arrayBuffers) };
}

/** Least-squares slope of heap (MB) over time, in MB per minute. */
function slopePerMinute(samples: MemorySample[]): number {
  const n = samples.length;
  if (n < 2) return 0;
  const mx = samples.reduce((s, x) => s + x.atS, 0) / n;
  const my = samples.reduce((s, x) => s + x.heapUsedMb, 0) / n;
  const num = samples.reduce((s, x) => s + (x.atS - mx) * (x.heapUsedMb - my), 0);
  const den = samples.reduce((s, x) => s + (x.atS - mx) ** 2, 0);
  return den > 0 ? Math.round((num / den) * 60 * 100) / 100 : 0;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const durationS = argv.includes('--minutes') ? positiveNumberArg(argv, 'minutes', 10) * 60 : positiveNumberArg(argv, 'duration', 600);
  const periodS = positiveNumberArg(argv, 'period', 20);
  const connections = Math.floor(positiveNumberArg(argv, 'connections', 20));
  if (!(globalThis as { gc?: unknown }).gc) console.log('note: run with --expose-gc for memory after collection');
  const bench = await startBenchApp({ channels: Math.floor(positiveNumberArg(argv, 'channels', 10_000)) });
  const client = new LoadClient();
  try {
    const auth = bench.auth;
    const pages = Array.from({ length: 600 }, (_, i) => i);
    const filters = [{}, { category: 'Gaming' }, { language: 'English' }, { collaboration_status: 'OPEN_TO_COLLAB' },
      { subscribers_min: 1_000, subscribers_max: 1_000_000 }, { category: 'Music', language: 'Spanish' }];
    const mix: Array<{ name: string; request: LoadRequest }> = [
      { name: 'health', request: { method: 'GET', path: '/api/health' } },
      { name: 'authenticated no-op', request: { method: 'GET', path: '/api/bench/authenticated-noop', headers: auth } },
      {
        name: 'discovery (every filter x sort, pages 1-600)',
        request: {
          method: 'POST', path: '/api/loadFilteredChannels', headers: auth,
          bodies: pages.flatMap((page) => filters.map((filter, f) => ({
            filter, sort_by: SORT_OPTIONS[(page + f) % SORT_OPTIONS.length], pagination: { page, limit: CHANNEL_FETCH_SIZE },
          }))),
        },
      },
      {
        name: 'name search',
        request: {
          method: 'POST', path: '/api/findChannelsByName', headers: auth,
          bodies: ['chef', 'Pixel Ga', 'ixel gam', 'st', 'x', 'zzqx', 'studio', 'neon'].map((name) => ({ name, pagination: { page: 0, limit: SEARCH_PAGE_SIZE } })),
        },
      },
    ];
    const startedAt = performance.now();
    const end = startedAt + durationS * 1000;
    const memorySamples: MemorySample[] = [memory(startedAt)];
    const periods: Array<{ atS: number; results: Record<string, { rps: number; p99Ms: number; errors: number; shareOfHealth: number }> }> = [];
    console.log(`soak: ${durationS} s, ${connections} connections, ${bench.channels} channels (${bench.database.kind})`);
    while (performance.now() < end) {
      const slice = (periodS * 1000) / mix.length;
      const results: Record<string, LoadResult> = {};
      for (const m of mix) {
        results[m.name] = await client.run({ port: bench.port, request: m.request, connections, durationMs: slice, warmupMs: 0 });
      }
      const health = results.health!.requestsPerSecond;
      const period = {
        atS: Math.round((performance.now() - startedAt) / 1000),
        results: Object.fromEntries(Object.entries(results).map(([name, r]) => [name, {
          rps: r.requestsPerSecond, p99Ms: r.latency.p99Ms, errors: r.errors,
          shareOfHealth: Math.round((r.requestsPerSecond / Math.max(1, health)) * 1000) / 1000,
        }])),
      };
      periods.push(period);
      const sample = memory(startedAt);
      memorySamples.push(sample);
      console.log(`${period.atS}s heap ${sample.heapUsedMb} MB rss ${sample.rssMb} MB | ${Object.entries(period.results)
        .map(([n, r]) => `${n} ${r.rps}/s x${r.shareOfHealth}${r.errors ? ` ERR ${r.errors}` : ''}`).join(' | ')}`);
    }
    // The first third includes warm-up (JIT, caches filling); growth is judged on the rest.
    const settled = memorySamples.slice(Math.floor(memorySamples.length / 3));
    const result = {
      benchmark: 'soak',
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version, database: bench.database.kind, channels: bench.channels },
      options: { durationS, periodS, connections, gcExposed: Boolean((globalThis as { gc?: unknown }).gc) },
      periods,
      memory: memorySamples,
      heapSlopeMbPerMinute: { all: slopePerMinute(memorySamples), afterWarmup: slopePerMinute(settled) },
      errors: periods.reduce((s, p) => s + Object.values(p.results).reduce((t, r) => t + r.errors, 0), 0),
    };
    const file = writeBenchResult('soak.json', result);
    console.log(`heap slope after warm-up ${result.heapSlopeMbPerMinute.afterWarmup} MB/min; errors ${result.errors}; written to ${file}`);
  } finally {
    await client.close();
    await bench.close();
  }
}

if (require.main === module) runBenchMain(main);
