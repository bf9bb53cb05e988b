// Throughput benchmark (not a test): requests per second and latency of every discovery filter (and
// combinations) x every sort x pages 1, 5 and 500, and of the name searches, over real HTTP on 127.0.0.1 at 10
// and 100 keep-alive connections, next to two baselines measured in the same run: GET /api/health, re-measured
// every few cases so drift of a shared machine shows, and an authenticated call that does no other work.
// Searches are also measured on one connection, where p95 is the time a user waits.
// Writes bench-results/throughput-bench.json at the repository root.
//
//   npm run bench -- [--duration 2] [--warmup 0.3] [--connections 10,100]
//     [--only <regex>] [--channels 10000] [--budget 1200]
//   DATABASE_URL selects a PostgreSQL database (used as it is, seeded only when empty); else in-memory PGlite.
import os from 'node:os';
import { startBenchApp } from './bench-app';
import { runBenchMain, writeBenchResult } from './bench-output';
import { positiveNumberArg } from './cli-args';
import type { LoadRequest, LoadResult } from './http-load';
import { LoadClient } from './load-client';
import { matrixScenarios } from './scenarios';

interface Options {
  durationS: number;
  warmupS: number;
  connections: number[];
  only?: RegExp;
  channels: number;
  budgetS: number;
}

function parseArgs(argv: string[]): Options {
  const get = (name: string, fallback: number) => positiveNumberArg(argv, name, fallback);
  const text = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const connections = (text('connections') ?? '10,100').split(',').map(Number);
  if (connections.some((c) => !Number.isInteger(c) || c < 1)) throw new Error('--connections must list positive integers');
  const only = text('only');
  return {
    durationS: get('duration', 2),
    warmupS: get('warmup', 0.3),
    connections,
    only: only ? new RegExp(only, 'i') : undefined,
    channels: Math.floor(get('channels', 10_000)),
    budgetS: get('budget', 1200),
  };
}

/** Goals of issue 13 for discovery: >= 25% of health's req/s, p99 within 10x of health's p99. */
const GOAL_SHARE_OF_HEALTH = 0.25;
const GOAL_P99_TIMES_HEALTH = 10;
const GOAL_AUTH_SHARE_OF_HEALTH = 0.5;
const GOAL_SEARCH_P95_MS = 20;
const HEALTH_EVERY = 15;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const deadline = performance.now() + opts.budgetS * 1000;
  const bench = await startBenchApp({ channels: opts.channels });
  const { port, database, channels: total } = bench;
  const member = { auth: bench.auth };
  const client = new LoadClient();
  try {
    const health: LoadRequest = { method: 'GET', path: '/api/health' };
    const noop: LoadRequest = { method: 'GET', path: '/api/bench/authenticated-noop', headers: member.auth };
    // Authentication as the discovery and search routes pay it (the caller cached for a few seconds).
    const noopCached: LoadRequest = { method: 'GET', path: '/api/bench/authenticated-noop-cached', headers: member.auth };
    const cases = matrixScenarios()
      .filter((s) => !opts.only || opts.only.test(s.name))
      .map((s) => ({ name: s.name, call: s.call, request: { method: 'POST', path: `/api/${s.call}`, headers: member.auth, body: s.body } as LoadRequest }));
    const load = (request: LoadRequest, connections: number) =>
      client.run({ port, request, connections, durationMs: opts.durationS * 1000, warmupMs: opts.warmupS * 1000 });
    console.log(`${cases.length} calls x ${opts.connections.join('/')} connections on ${total} channels (${database.kind}), ${opts.durationS} s each`);

    const levels = [];
    for (const connections of opts.connections) {
      const healthRuns: LoadResult[] = [await load(health, connections)];
      const authenticated = await load(noop, connections);
      const authenticatedCached = await load(noopCached, connections);
      const calls: Array<{ name: string; call: string; result: LoadResult }> = [];
      for (const [i, c] of cases.entries()) {
        if (performance.now() > deadline) {
          console.log('budget reached; remaining cases skipped');
          break;
        }
        calls.push({ name: c.name, call: c.call, result: await load(c.request, connections) });
        if ((i + 1) % HEALTH_EVERY === 0) healthRuns.push(await load(health, connections));
      }
      healthRuns.push(await load(health, connections));
      const base = { rps: median(healthRuns.map((h) => h.requestsPerSecond)), p99: median(healthRuns.map((h) => h.latency.p99Ms)) };
      const judged = calls.map((c) => {
        const share = Math.round((c.result.requestsPerSecond / base.rps) * 1000) / 1000;
        const p99Times = Math.round((c.result.latency.p99Ms / base.p99) * 100) / 100;
        return { ...c, shareOfHealth: share, p99TimesHealth: p99Times, meetsGoal: share >= GOAL_SHARE_OF_HEALTH && p99Times <= GOAL_P99_TIMES_HEALTH && c.result.errors === 0 };
      });
      const authShare = Math.round((authenticated.requestsPerSecond / base.rps) * 1000) / 1000;
      const cachedShare = Math.round((authenticatedCached.requestsPerSecond / base.rps) * 1000) / 1000;
      levels.push({
        connections,
        health: { requestsPerSecond: base.rps, p99Ms: base.p99, runs: healthRuns.map((h) => ({ rps: h.requestsPerSecond, p99Ms: h.latency.p99Ms })) },
        authenticatedNoop: { ...authenticated, shareOfHealth: authShare, meetsGoal: authShare >= GOAL_AUTH_SHARE_OF_HEALTH },
        authenticatedNoopCachedCaller: { ...authenticatedCached, shareOfHealth: cachedShare, meetsGoal: cachedShare >= GOAL_AUTH_SHARE_OF_HEALTH },
        calls: judged,
      });
      console.log(`\n${connections} connections: health ${base.rps} req/s (p99 ${base.p99} ms, runs ${healthRuns.map((h) => h.requestsPerSecond).join('/')}); authenticated no-op ${authenticated.requestsPerSecond} req/s = ${authShare} x health; with the caller cached ${authenticatedCached.requestsPerSecond} req/s = ${cachedShare} x health`);
      console.table(Object.fromEntries(judged.map((c) => [c.name, {
        'req/s': c.result.requestsPerSecond, 'x health': c.shareOfHealth, p50: c.result.latency.p50Ms, p99: c.result.latency.p99Ms,
        'p99 x health': c.p99TimesHealth, 'first ms': c.result.firstMs, errors: c.result.errors, goal: c.meetsGoal ? 'ok' : 'MISS',
      }])));
    }

    // Search latency as a user sees it: one connection, next to health on one connection.
    const healthOne = await load(health, 1);
    const searches = [];
    for (const c of cases.filter((x) => x.call === 'findChannelsByName')) {
      const r = await load(c.request, 1);
      searches.push({
        name: c.name, result: r, p95TimesHealth: Math.round((r.latency.p95Ms / healthOne.latency.p95Ms) * 100) / 100,
        meetsGoal: r.latency.p95Ms <= GOAL_SEARCH_P95_MS && r.errors === 0,
      });
    }
    console.log(`\nsearch on one connection (health on one connection: p50 ${healthOne.latency.p50Ms} ms, p95 ${healthOne.latency.p95Ms} ms):`);
    console.table(Object.fromEntries(searches.map((s) => [s.name, {
      'req/s': s.result.requestsPerSecond, p50: s.result.latency.p50Ms, p95: s.result.latency.p95Ms, p99: s.result.latency.p99Ms,
      'p95 x health': s.p95TimesHealth, goal: s.meetsGoal ? 'ok' : 'MISS',
    }])));

    const result = {
      benchmark: 'throughput',
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version, database: database.kind, channels: total },
      options: { ...opts, only: opts.only?.source },
      goals: {
        discoveryShareOfHealth: GOAL_SHARE_OF_HEALTH, discoveryP99TimesHealth: GOAL_P99_TIMES_HEALTH,
        authenticatedShareOfHealth: GOAL_AUTH_SHARE_OF_HEALTH, searchP95Ms: GOAL_SEARCH_P95_MS,
      },
      levels,
      healthOneConnection: healthOne,
      searchOneConnection: searches,
      summary: levels.map((l) => ({
        connections: l.connections,
        calls: l.calls.length,
        meetingGoal: l.calls.filter((c) => c.meetsGoal).length,
        worstShareOfHealth: Math.min(...l.calls.map((c) => c.shareOfHealth)),
        worstP99TimesHealth: Math.max(...l.calls.map((c) => c.p99TimesHealth)),
        authenticatedShareOfHealth: l.authenticatedNoop.shareOfHealth,
        authenticatedCachedCallerShareOfHealth: l.authenticatedNoopCachedCaller.shareOfHealth,
      })),
    };
    const file = writeBenchResult('throughput-bench.json', result);
    console.log('\nsummary', result.summary);
    console.log(`written to ${file}`);
  } finally {
    await client.close();
    await bench.close();
  }
}

if (require.main === module) runBenchMain(main);
