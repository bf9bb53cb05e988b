// Discovery benchmark without repetition (not a test): every request is drawn at random and none is sent twice
// in a run, so no page or search answer can come from the shared caches of modules/channels. Discovery requests
// draw a filter combination (any subset of min/max subscribers, category, language, status, active), a sort and a
// page 1-2,000; name searches draw from 100 frequent words, 1,000 prefixes (single words and two-word prefixes)
// and random rare words. Each is measured at 10 and 100 connections twice, side by side: with the channel caches
// defeated (header `x-bench-cache: off`, honoured only when the server runs with BENCH_CACHE_SWITCH=true, which
// the benchmark sets and production refuses) and with them on. GET /api/health is measured in the same run, at
// the start and end of each level. Searches are also measured per kind on one connection (p95 as a user waits).
// Writes bench-results/discovery-random-bench.json; prints the load average and the distinct requests sent.
//
//   npm run bench:discovery -- [--duration 8] [--warmup 1] [--server-warmup 10] [--connections 10,100]
//     [--channels 10000] [--seed 1] [--no-rebuild]
// Before the first level the server answers `--server-warmup` seconds of discovery requests, drawn like the rest and
// never repeated, that are not measured: figures are of a server that has been running, whose PostgreSQL backends
// have already run their first, slower statements (each new backend pays about a second of database CPU at a million
// channels). The first measured phase used to carry that cost alone.
//   DATABASE_URL selects a PostgreSQL database (used as it is, seeded only when empty); else in-memory PGlite.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { CATEGORIES, CHANNEL_FETCH_SIZE, SEARCH_PAGE_SIZE, SORT_OPTIONS } from 'shared-api';
import { NAME_FIRST, NAME_SECOND, NAME_SUFFIX, PLACES } from '../db/seed/word-lists';
import { startBenchApp } from './bench-app';
import { runBenchMain, writeBenchResult } from './bench-output';
import { positiveNumberArg } from './cli-args';
import type { LoadRequest, LoadResult } from './http-load';
import { LoadClient } from './load-client';
import { random, type Rng } from './seeded-random';
import { createRepositories } from '../services';

const GOAL_SHARE_OF_HEALTH = 0.25;
const GOAL_P99_TIMES_HEALTH = 10;
/** The deepest page drawn (1-based), as the issue asks: page 1-2,000. */
const MAX_PAGE = 2_000;

function parseArgs(argv: string[]) {
  const get = (name: string, fallback: number) => positiveNumberArg(argv, name, fallback);
  const i = argv.indexOf('--connections');
  const connections = (i >= 0 ? argv[i + 1] ?? '' : '10,100').split(',').map(Number);
  if (connections.some((c) => !Number.isInteger(c) || c < 1)) throw new Error('--connections must list positive integers');
  return {
    durationS: get('duration', 8), warmupS: get('warmup', 1), serverWarmupS: get('server-warmup', 10), connections,
    channels: Math.floor(get('channels', 10_000)), seed: Math.floor(get('seed', 1)),
    // A/B runs on one database: the marks and posting lists as the last run (or job) left them.
    rebuild: !argv.includes('--no-rebuild'),
  };
}

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
const LANGUAGES = [...new Set(PLACES.map((p) => p.split('|')[2]!))];
const SUBSCRIBER_STEPS = [0, 100, 500, 1_000, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 5_000_000];

/** One discovery body: each of the six filters present or not (every combination equally likely), sort, page. */
export function discoveryBody(rng: Rng): unknown {
  const filter: Record<string, unknown> = {};
  const set = Math.floor(rng() * 64);
  let min = 0;
  if (set & 1) {
    min = pick(rng, SUBSCRIBER_STEPS);
    filter.subscribers_min = min;
  }
  if (set & 2) filter.subscribers_max = pick(rng, SUBSCRIBER_STEPS.filter((s) => s > min).concat([10_000_000]));
  if (set & 4) filter.category = pick(rng, CATEGORIES);
  if (set & 8) filter.language = pick(rng, LANGUAGES);
  if (set & 16) filter.collaboration_status = pick(rng, ['OPEN_TO_COLLAB', 'INVITE_ONLY', 'NOT_ACTIVELY_SEEKING']);
  if (set & 32) filter.active_within_days = 30;
  const page = Math.floor(rng() * MAX_PAGE);
  return { filter, sort_by: pick(rng, SORT_OPTIONS), pagination: { page, limit: CHANNEL_FETCH_SIZE } };
}

/** The search vocabulary: 100 frequent words, 1,000 prefixes (a third single-word), random rare words. */
export function searchVocabulary(): { frequent: string[]; prefixes: string[]; twoWordPrefixes: string[] } {
  const words = [...NAME_FIRST, ...NAME_SECOND, ...new Set(NAME_SUFFIX.map((s) => s.trim()).filter((s) => s !== ''))];
  const fragments = words.filter((w) => w.length >= 6).map((w) => w.slice(1, 5).toLowerCase());
  const frequent = [...new Set([...words, ...fragments])].slice(0, 100);
  const single = new Set<string>();
  for (const w of [...NAME_FIRST, ...NAME_SECOND]) for (let k = 1; k < w.length && single.size < 330; k++) single.add(w.slice(0, k));
  const two = new Set<string>();
  outer: for (const s of NAME_SECOND) {
    for (const f of NAME_FIRST) {
      for (let k = 1; k <= Math.min(3, s.length); k++) {
        if (two.size >= 1_000 - single.size) break outer;
        two.add(`${f} ${s.slice(0, k)}`);
      }
    }
  }
  return { frequent, prefixes: [...single], twoWordPrefixes: [...two] };
}

export type SearchKind = 'frequent' | 'prefix' | 'two-word prefix' | 'rare';

export function searchBody(rng: Rng, kind: SearchKind, vocab: ReturnType<typeof searchVocabulary>): { name: string; pagination: { page: number; limit: number } } {
  const letters = 'bcdfghjklmnpqrstvwxz';
  const name = kind === 'frequent' ? pick(rng, vocab.frequent)
    : kind === 'prefix' ? pick(rng, vocab.prefixes)
      : kind === 'two-word prefix' ? pick(rng, vocab.twoWordPrefixes)
        : Array.from({ length: 5 + Math.floor(rng() * 4) }, () => pick(rng, [...letters])).join('');
  return { name, pagination: { page: Math.floor(rng() * SEARCH_PAGES[kind]), limit: SEARCH_PAGE_SIZE } };
}

/** Pages asked per kind: frequent words and single-word prefixes match tens of thousands of names, two-word prefixes thousands. */
const SEARCH_PAGES: Record<SearchKind, number> = { frequent: 100, prefix: 20, 'two-word prefix': 10, rare: 1 };

type SearchBody = { name: string; pagination: { page: number; limit: number } };

/**
 * Every search of the finite kinds (word × page), each kind shuffled: a run deals them out instead of drawing at
 * random, which would repeat more and more often as a kind is used up.
 */
export function searchDeck(rng: Rng, vocab: ReturnType<typeof searchVocabulary>): Record<Exclude<SearchKind, 'rare'>, SearchBody[]> {
  const all = (words: string[], pages: number) => {
    const bodies = words.flatMap((name) => Array.from({ length: pages }, (_, page) => ({ name, pagination: { page, limit: SEARCH_PAGE_SIZE } })));
    for (let i = bodies.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [bodies[i], bodies[j]] = [bodies[j]!, bodies[i]!];
    }
    return bodies;
  };
  return {
    frequent: all(vocab.frequent, SEARCH_PAGES.frequent),
    prefix: all(vocab.prefixes, SEARCH_PAGES.prefix),
    'two-word prefix': all(vocab.twoWordPrefixes, SEARCH_PAGES['two-word prefix']),
  };
}

export const SEARCH_KINDS: SearchKind[] = ['frequent', 'prefix', 'two-word prefix', 'rare'];

/** `n` bodies none of which is in `seen` (which they join): each request of the run is unique. */
function draw(n: number, seen: Set<string>, make: () => unknown): unknown[] {
  const out: unknown[] = [];
  let misses = 0;
  while (out.length < n && misses < n * 50) {
    const body = make();
    const key = JSON.stringify(body);
    if (seen.has(key)) {
      misses++;
      continue;
    }
    seen.add(key);
    out.push(body);
  }
  return out;
}

const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const rng = random(opts.seed);
  const vocab = searchVocabulary();
  // Every request comes from 127.0.0.1: the per-address write cap (POSTs) would refuse most of them.
  const bench = await startBenchApp({
    channels: opts.channels,
    // No background jobs during the measurement: the listing marks are built once, below, as the job would.
    env: { BENCH_CACHE_SWITCH: 'true', RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '100000000', JOB_WORKERS: 'off' },
  });
  const repositories = createRepositories(bench.database.db);
  const rebuilt = async <T>(what: string, rebuild: () => Promise<T>, count: () => Promise<T>) => {
    if (!opts.rebuild) {
      console.log(`${what} used as they are (--no-rebuild)`);
      return { ms: null, built: await count() };
    }
    const started = performance.now();
    const built = await rebuild();
    const ms = Math.round(performance.now() - started);
    console.log(`${what} rebuilt in ${ms} ms: ${JSON.stringify(built)}`);
    return { ms, built };
  };
  const { db } = bench.database;
  const marksRun = await rebuilt('listing marks', () => repositories.listingMarks.rebuild(), async () => (await db.execute<{ marks: number; listings: number }>(
    sql`select count(*)::int as marks, count(distinct listing)::int as listings from listing_marks`)).rows[0]!);
  // Name search's posting lists likewise (modules/channels/search-postings.ts).
  const postingsRun = await rebuilt('search posting lists', () => repositories.searchPostings.rebuild(), async () => (await db.execute<{ terms: number; postings: number }>(
    sql`select (select count(*)::int from search_terms) as terms, (select count(*)::int from search_postings) as postings`)).rows[0]!);
  const marks = marksRun.built;
  const postings = postingsRun.built;
  const marksRebuildMs = marksRun.ms;
  const postingsRebuildMs = postingsRun.ms;
  const client = new LoadClient();
  const seen = new Set<string>();
  let distinct = 0;
  const loadAverages: Array<{ at: string; loadAverage: number[] }> = [];
  const noteLoad = (at: string) => loadAverages.push({ at, loadAverage: os.loadavg().map((x) => round(x, 2)) });
  try {
    const { port, auth } = bench;
    const health: LoadRequest = { method: 'GET', path: '/api/health' };
    // Enough bodies that a phase never runs out at the rate health reaches.
    const poolSize = Math.ceil((opts.durationS + opts.warmupS) * 25_000);
    // Searches have a finite vocabulary (about 23,000 word x page pairs besides rare words), dealt out: first a
    // fixed number per kind for the per-kind phases at the end, the rest shared equally by the mixed phases, each of
    // which asks every kind alike (a phase that used up a kind would ask only rare words after). A mixed phase may
    // end before its duration when its share is sent.
    const deck = searchDeck(rng, vocab);
    const PER_KIND_BODIES = 1_500;
    const reserved = Object.fromEntries(Object.entries(deck).map(([k, bodies]) => [k, bodies.splice(0, PER_KIND_BODIES)])) as typeof deck;
    const kindOf = new Map<string, Exclude<SearchKind, 'rare'>>();
    let mixedPhasesLeft = opts.connections.length * 2;
    const rareBodies = (n: number) => draw(n, seen, () => searchBody(rng, 'rare', vocab));
    const dealSearches = (kinds: readonly SearchKind[]): unknown[] => {
      if (kinds.length === 1) {
        const kind = kinds[0]!;
        return kind === 'rare' ? rareBodies(PER_KIND_BODIES) : reserved[kind];
      }
      const finite = Object.keys(deck) as Array<keyof typeof deck>;
      const each = Math.min(Math.floor(poolSize / 4), ...finite.map((k) => Math.floor(deck[k].length / Math.max(1, mixedPhasesLeft))));
      mixedPhasesLeft--;
      const bodies: unknown[] = [...rareBodies(each)];
      for (const k of finite) {
        for (const b of deck[k].splice(0, each)) {
          kindOf.set(JSON.stringify(b), k);
          bodies.push(b);
        }
      }
      for (const b of bodies) seen.add(JSON.stringify(b));
      for (let i = bodies.length - 1; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1));
        [bodies[i], bodies[j]] = [bodies[j], bodies[i]];
      }
      return bodies;
    };
    const unique = async (call: string, connections: number, cache: 'off' | 'on', make: (() => unknown) | SearchKind[], durationS = opts.durationS, warmupS = opts.warmupS): Promise<LoadResult> => {
      const bodies = Array.isArray(make) ? dealSearches(make) : draw(poolSize, seen, make);
      const headers = cache === 'off' ? { ...auth, 'x-bench-cache': 'off' } : auth;
      const result = await client.run({
        port, connections, durationMs: durationS * 1000, warmupMs: warmupS * 1000,
        request: { method: 'POST', path: `/api/${call}`, headers, bodies, noRepeat: true },
      });
      distinct += result.sent;
      // The bodies a phase did not send go back, so that later phases may draw them.
      for (const b of bodies.slice(result.sent)) {
        const key = JSON.stringify(b);
        seen.delete(key);
        // Dealt searches not sent go back to their kind's deck for the phases after.
        const kind = kindOf.get(key);
        if (kind) deck[kind].push(b as SearchBody);
      }
      if (result.exhausted) console.log(`  (${call} ran out of unique bodies after ${result.sent})`);
      return result;
    };
    const load = (request: LoadRequest, connections: number) =>
      client.run({ port, request, connections, durationMs: opts.durationS * 1000, warmupMs: opts.warmupS * 1000 });
    noteLoad('start');
    // Half of the discovery requests carry active_within_days = 30: what they cost depends on how many channels
    // uploaded within that window (only the YouTube sync sets upload dates; the seed sets none). Printed and kept
    // with the figures so that runs on databases with and without such channels are not compared unawares.
    const activeWithin30Days = Number((await db.execute<{ n: number }>(
      sql`select count(*)::int as n from channels where last_upload_at >= now() - interval '30 days'`)).rows[0]?.n ?? 0);
    console.log(`${bench.channels} channels (${bench.database.kind}), ${activeWithin30Days} of them with an upload in the last 30 days; load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);

    const serverWarmup = await unique('loadFilteredChannels', opts.connections[0]!, 'off', () => discoveryBody(rng), opts.serverWarmupS, 0);
    console.log(`server warm-up: ${serverWarmup.sent} discovery requests in ${opts.serverWarmupS} s, not measured`);
    noteLoad('after the server warm-up');

    const levels = [];
    for (const connections of opts.connections) {
      const healthRuns = [await load(health, connections)];
      const phases: Record<string, LoadResult> = {};
      for (const cache of ['off', 'on'] as const) {
        phases[`discovery, caches ${cache}`] = await unique('loadFilteredChannels', connections, cache, () => discoveryBody(rng));
        phases[`search, caches ${cache}`] = await unique('findChannelsByName', connections, cache, SEARCH_KINDS);
      }
      healthRuns.push(await load(health, connections));
      noteLoad(`${connections} connections`);
      const base = { rps: median(healthRuns.map((h) => h.requestsPerSecond)), p99: median(healthRuns.map((h) => h.latency.p99Ms)) };
      const judged = Object.entries(phases).map(([name, r]) => {
        const share = round(r.requestsPerSecond / base.rps);
        const p99Times = round(r.latency.p99Ms / base.p99, 2);
        return { name, result: r, shareOfHealth: share, p99TimesHealth: p99Times, meetsGoal: share >= GOAL_SHARE_OF_HEALTH && p99Times <= GOAL_P99_TIMES_HEALTH && r.errors === 0 };
      });
      levels.push({ connections, health: { requestsPerSecond: base.rps, p99Ms: base.p99, runs: healthRuns.map((h) => ({ rps: h.requestsPerSecond, p99Ms: h.latency.p99Ms })) }, calls: judged });
      console.log(`\n${connections} connections: health ${base.rps} req/s, p99 ${base.p99} ms (runs ${healthRuns.map((h) => h.requestsPerSecond).join('/')})`);
      console.table(Object.fromEntries(judged.map((c) => [c.name, {
        'req/s': c.result.requestsPerSecond, 'x health': c.shareOfHealth, p50: c.result.latency.p50Ms, p95: c.result.latency.p95Ms,
        p99: c.result.latency.p99Ms, 'p99 x health': c.p99TimesHealth, sent: c.result.sent, errors: c.result.errors, goal: c.meetsGoal ? 'ok' : 'MISS',
      }])));
      const failed = judged.find((c) => c.result.firstError);
      if (failed) console.log(`first error (${failed.name}): ${failed.result.firstError}`);
    }

    // Name search per kind on one connection, caches defeated: the time one member waits.
    const healthOne = await load(health, 1);
    const searchKinds = [];
    for (const kind of SEARCH_KINDS) {
      // A short warm-up: each kind has PER_KIND_BODIES searches for it.
      const r = await unique('findChannelsByName', 1, 'off', [kind], Math.min(opts.durationS, 4), 0.2);
      searchKinds.push({ kind, result: r });
    }
    noteLoad('end');
    console.log(`\nname search per kind, 1 connection, caches off (health p95 ${healthOne.latency.p95Ms} ms):`);
    console.table(Object.fromEntries(searchKinds.map((s) => [s.kind, {
      'req/s': s.result.requestsPerSecond, p50: s.result.latency.p50Ms, p95: s.result.latency.p95Ms, p99: s.result.latency.p99Ms, sent: s.result.sent,
    }])));
    console.log(`\ndistinct requests sent: ${distinct} (none repeated; health requests not counted)`);
    console.log(`load average: ${loadAverages.map((l) => `${l.at} ${l.loadAverage.join(' ')}`).join('; ')}`);

    const result = {
      benchmark: 'discovery-random',
      date: new Date().toISOString(),
      listingMarks: { rebuildMs: marksRebuildMs, marks: marks.marks, listings: marks.listings },
      searchPostings: { rebuildMs: postingsRebuildMs, terms: postings.terms, chunks: postings.postings },
      machine: { cpus: os.cpus().length, loadAverages, node: process.version, database: bench.database.kind, channels: bench.channels },
      activeWithin30Days,
      options: opts,
      draws: {
        discovery: 'each of subscribers_min, subscribers_max, category, language, collaboration_status, active_within_days set or not (64 combinations, uniform), random values, sort uniform, page 1-2,000 uniform, 45 a page',
        search: `the same number of each kind in every mixed phase, in random order: ${vocab.frequent.length} frequent words (pages 1-100), ${vocab.prefixes.length} single-word (pages 1-20) and ${vocab.twoWordPrefixes.length} two-word prefixes (pages 1-10), random rare words; every word x page pair of the finite kinds dealt out once (1,500 of each kind for the one-connection phases, the rest shared equally by the mixed phases, which end early when their share is sent)`,
      },
      distinctRequests: distinct,
      serverWarmup: { seconds: opts.serverWarmupS, discoveryRequests: serverWarmup.sent, measured: false },
      goals: { shareOfHealth: GOAL_SHARE_OF_HEALTH, p99TimesHealth: GOAL_P99_TIMES_HEALTH },
      levels,
      healthOneConnection: healthOne,
      searchKindsOneConnection: searchKinds,
    };
    console.log(`written to ${writeBenchResult('discovery-random-bench.json', result)}`);
  } finally {
    await client.close();
    await bench.close();
  }
}

if (require.main === module) runBenchMain(main);
