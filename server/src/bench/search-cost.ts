// Where uncached name search spends its time (not a test): draws the benchmark's name searches
// (discovery-random-bench.ts: frequent words, single-word and two-word prefixes, rare words; none repeated), runs each
// through the channels service with its caches defeated, one at a time, and reports the service time by kind of
// search and by depth. Single client: the database's and the server's cost of one search, not queueing.
// Writes bench-results/search-cost.json (search-cost-postings-off.json with `--postings off`).
//
//   (cd server && DATABASE_URL=postgres://... npx tsx src/bench/search-cost.ts [--requests 800] [--seed 7]
//     [--postings off] [--rebuild-postings])
// The service reads the posting lists of frequent terms (modules/channels/search-postings.ts) as the server does;
// `--postings off` measures without them, `--rebuild-postings` rebuilds them first and reports how long that took.
import os from 'node:os';
import { openDatabase } from '../db/client';
import { createRepositories } from '../services';
import { ChannelService } from '../modules/channels/service';
import { runBenchMain, writeBenchResult } from './bench-output';
import { positiveNumberArg } from './cli-args';
import { SEARCH_KINDS, type SearchKind, searchBody, searchVocabulary } from './discovery-random-bench';
import { random } from './seeded-random';
import { percentiles } from './latency';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to a seeded PostgreSQL database');
  const argv = process.argv.slice(2);
  const requests = Math.floor(positiveNumberArg(argv, 'requests', 800));
  const rng = random(Math.floor(positiveNumberArg(argv, 'seed', 7)));
  const database = await openDatabase({ databaseUrl: url, pgliteDataDir: '' });
  const repositories = createRepositories(database.db);
  const usePostings = !(argv.includes('--postings') && argv[argv.indexOf('--postings') + 1] === 'off');
  let rebuild: { ms: number; terms: number; postings: number } | null = null;
  if (usePostings && argv.includes('--rebuild-postings')) {
    const started = performance.now();
    const built = await repositories.searchPostings.rebuild();
    rebuild = { ms: Math.round(performance.now() - started), ...built };
    console.log(`search posting lists rebuilt in ${rebuild.ms} ms: ${built.terms} terms, ${built.postings} chunks`);
  }
  const service = new ChannelService(repositories.channels, { marks: repositories.listingMarks, searchPostings: usePostings });
  const vocab = searchVocabulary();
  const member = 1 + Math.floor(rng() * 1_000);
  const samples: Array<{ ms: number; kind: SearchKind; page: number; found: number; name: string }> = [];
  try {
    const seen = new Set<string>();
    for (let i = 0; samples.length < requests && i < requests * 20; i++) {
      const kind = SEARCH_KINDS[i % SEARCH_KINDS.length]!;
      const body = searchBody(rng, kind, vocab);
      const key = JSON.stringify(body);
      if (seen.has(key)) continue;
      seen.add(key);
      const started = performance.now();
      const answer = await service.findByName(body.name, body.pagination.page, body.pagination.limit, member, undefined, true);
      samples.push({ ms: performance.now() - started, kind, page: body.pagination.page, found: answer.channels.length, name: body.name });
    }
  } finally {
    await database.close();
  }
  const group = (pick: (s: (typeof samples)[number]) => string) => {
    const by = new Map<string, number[]>();
    for (const s of samples) by.set(pick(s), [...(by.get(pick(s)) ?? []), s.ms]);
    const total = samples.reduce((a, s) => a + s.ms, 0);
    return Object.fromEntries([...by].sort(([a], [b]) => a.localeCompare(b)).map(([k, ms]) => {
      const p = percentiles(ms);
      return [k, { n: ms.length, meanMs: p.meanMs, p50: p.p50Ms, p95: p.p95Ms, shareOfTime: +(ms.reduce((a, b) => a + b, 0) / total).toFixed(3) }];
    }));
  };
  const all = percentiles(samples.map((s) => s.ms));
  const depth = (s: (typeof samples)[number]) => `${s.kind} / ${s.page < 10 ? 'pages 1-10' : s.page < 50 ? 'pages 11-50' : 'pages 51-100'}`;
  const result = {
    requests: samples.length,
    postings: usePostings,
    postingsRebuild: rebuild,
    loadAverage: os.loadavg(),
    overall: all,
    byKind: group((s) => s.kind),
    byDepth: group(depth),
    slowest: [...samples].sort((a, b) => b.ms - a.ms).slice(0, 15).map((s) => ({ ms: +s.ms.toFixed(1), kind: s.kind, name: s.name, page: s.page, found: s.found })),
  };
  console.log(`${samples.length} searches; load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}; mean ${all.meanMs} p50 ${all.p50Ms} p95 ${all.p95Ms} p99 ${all.p99Ms} ms`);
  console.log('\nby kind:');
  console.table(result.byKind);
  console.log('\nby kind and depth:');
  console.table(result.byDepth);
  console.log('\nslowest:');
  for (const s of result.slowest) console.log(JSON.stringify(s));
  writeBenchResult(usePostings ? 'search-cost.json' : 'search-cost-postings-off.json', result);
}

runBenchMain(main);
