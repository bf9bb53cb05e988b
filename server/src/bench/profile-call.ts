// CPU profile of one call under load (not a test): the bench server (bench-app.ts) is profiled with the inspector
// only while the load runs, so start-up, seeding and the emulator stay out of the profile. Prints the functions
// with the most self time (grouped by function and file) and writes the .cpuprofile to bench-results/ (open it in
// Chrome DevTools → Performance).
//
//   node --import tsx server/src/bench/profile-call.ts [--call noop|noop-cached|one-read|health|discovery|discovery-cold|search|search-cold]
//     [--seconds 10]
//     [--connections 10] [--channels 10000] [--profile off]
//   Also prints the CPU time per request of the server's main thread, its other threads and PostgreSQL, from /proc
//   (thread-cpu.ts). `--profile off` leaves the inspector out, so those figures carry none of its cost.
//   DATABASE_URL selects a PostgreSQL database (used as it is, seeded only when empty); else in-memory PGlite.
import { Session } from 'node:inspector/promises';
import { CHANNEL_FETCH_SIZE, SEARCH_PAGE_SIZE } from 'shared-api';
import { startBenchApp } from './bench-app';
import { SEARCH_KINDS, discoveryBody, searchBody, searchVocabulary } from './discovery-random-bench';
import { random } from './seeded-random';
import { runBenchMain, writeBenchResult } from './bench-output';
import { positiveNumberArg } from './cli-args';
import type { LoadRequest } from './http-load';
import { LoadClient } from './load-client';
import { cpuByGroup, threadSnapshot } from './thread-cpu';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile { nodes: ProfileNode[]; samples?: number[]; startTime: number; endTime: number }

/** Main-thread time not idle (JavaScript, GC, native work), in milliseconds. */
export function busyMs(profile: Profile): number {
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  const samples = profile.samples ?? [];
  const busy = samples.filter((id) => !idle.has(id)).length;
  return samples.length === 0 ? 0 : ((profile.endTime - profile.startTime) / 1000) * (busy / samples.length);
}

/** Self time per function (name and file), largest first, as shares of all samples. */
export function selfTimes(profile: Profile, top = 30): Array<{ fn: string; share: number }> {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map<string, number>();
  let total = 0;
  for (const id of profile.samples ?? []) {
    const node = byNode.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^.*\/server\/src\//, 'src/');
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    total += 1;
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([fn, n]) => ({ fn, share: Math.round((n / Math.max(1, total)) * 1000) / 10 }));
}

function requestFor(call: string, auth: Record<string, string>): LoadRequest {
  switch (call) {
    case 'health': return { method: 'GET', path: '/api/health' };
    case 'noop': return { method: 'GET', path: '/api/bench/authenticated-noop', headers: auth };
    case 'noop-cached': return { method: 'GET', path: '/api/bench/authenticated-noop-cached', headers: auth };
    case 'one-read': return { method: 'GET', path: '/api/bench/one-read', headers: auth };
    case 'discovery': return {
      method: 'POST', path: '/api/loadFilteredChannels', headers: auth,
      body: { filter: { category: 'Gaming' }, sort_by: 'relevance', pagination: { page: 0, limit: CHANNEL_FETCH_SIZE } },
    };
    case 'search': return {
      method: 'POST', path: '/api/findChannelsByName', headers: auth, body: { name: 'chef', pagination: { page: 0, limit: SEARCH_PAGE_SIZE } },
    };
    // Random discovery requests, none repeated, with the channel caches skipped (BENCH_CACHE_SWITCH).
    case 'discovery-cold': {
      const rng = random(7);
      const seen = new Set<string>();
      const bodies: unknown[] = [];
      while (bodies.length < 200_000) {
        const body = discoveryBody(rng);
        const key = JSON.stringify(body);
        if (!seen.has(key)) bodies.push(body);
        seen.add(key);
      }
      return { method: 'POST', path: '/api/loadFilteredChannels', headers: { ...auth, 'x-bench-cache': 'off' }, bodies, noRepeat: true };
    }
    // Random name searches of every kind, none repeated, caches skipped (the finite kinds run out after ~23,000).
    case 'search-cold': {
      const rng = random(7);
      const vocab = searchVocabulary();
      const seen = new Set<string>();
      const bodies: unknown[] = [];
      for (let misses = 0; bodies.length < 40_000 && misses < 1_000_000;) {
        const body = searchBody(rng, SEARCH_KINDS[bodies.length % SEARCH_KINDS.length]!, vocab);
        const key = JSON.stringify(body);
        if (seen.has(key)) misses++;
        else bodies.push(body);
        seen.add(key);
      }
      return { method: 'POST', path: '/api/findChannelsByName', headers: { ...auth, 'x-bench-cache': 'off' }, bodies, noRepeat: true };
    }
    default: throw new Error('--call must be noop, noop-cached, one-read, health, discovery, discovery-cold, search or search-cold');
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const i = argv.indexOf('--call');
  const call = i >= 0 ? argv[i + 1] ?? 'noop' : 'noop';
  const seconds = positiveNumberArg(argv, 'seconds', 10);
  const connections = Math.floor(positiveNumberArg(argv, 'connections', 10));
  const p = argv.indexOf('--profile');
  const profiling = p < 0 || argv[p + 1] !== 'off';
  const bench = await startBenchApp({ channels: Math.floor(positiveNumberArg(argv, 'channels', 10_000)), env: {
    // Every request comes from 127.0.0.1: the per-address write cap (POSTs) would refuse most of them (429).
    BENCH_CACHE_SWITCH: 'true', RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '100000000',
    // No background jobs: a rebuild of the listing marks or posting lists at start would share the profile.
    JOB_WORKERS: 'off',
  } });
  const client = new LoadClient();
  const session = new Session();
  session.connect();
  try {
    const request = requestFor(call, bench.auth);
    // Warm-up (JIT, caches) outside the profile.
    // Unique bodies: the warm-up takes the first half, the profiled run the second (none sent twice).
    const half = Math.floor((request.bodies?.length ?? 0) / 2);
    const warm = request.bodies ? { ...request, bodies: request.bodies.slice(0, half) } : request;
    const measured = request.bodies ? { ...request, bodies: request.bodies.slice(half) } : request;
    await client.run({ port: bench.port, request: warm, connections, durationMs: 1_000, warmupMs: 0 });
    if (profiling) {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
      await session.post('Profiler.start');
    }
    const before = threadSnapshot();
    const result = await client.run({ port: bench.port, request: measured, connections, durationMs: seconds * 1000, warmupMs: 0 });
    const used = cpuByGroup(before, threadSnapshot(), process.pid);
    console.log(`${call}: ${result.requestsPerSecond} req/s, p50 ${result.latency.p50Ms} ms, p99 ${result.latency.p99Ms} ms, errors ${result.errors}`);
    const perRequestMs = (s: number) => Math.round((s * 1000 / Math.max(1, result.requests)) * 1000) / 1000;
    console.log(`CPU per request (ms, /proc): ${Object.entries(used).map(([group, s]) => `${group} ${perRequestMs(s)}`).join(', ')}`);
    if (profiling) {
      const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
      console.log(`server main thread busy ${perRequestMs(busyMs(profile) / 1000)} ms per request (inspector)`);
      console.table(selfTimes(profile));
      const file = writeBenchResult(`profile-${call}.cpuprofile`, profile);
      console.log(`profile written to ${file}`);
    }
  } finally {
    session.disconnect();
    await client.close();
    await bench.close();
  }
}

if (require.main === module) runBenchMain(main);
