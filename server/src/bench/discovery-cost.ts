// Where uncached random discovery spends its time (not a test): draws the benchmark's discovery requests
// (discovery-random-bench.ts, none repeated), runs each through the channels service with its caches defeated,
// one at a time, and reports the service time by kind of request: how many filters, the sort, whether the page
// lies past the last match, how deep it is. Single client, so the figures are the database's and the query
// builder's cost of one request, not queueing. Writes bench-results/discovery-cost.json.
//
//   (cd server && DATABASE_URL=postgres://... npx tsx src/bench/discovery-cost.ts [--requests 600] [--seed 7]
//     [--marks off] [--rebuild-marks] [--counts off])
// The service reads the listing marks (modules/channels/listing-marks.ts) as the server does; `--marks off` measures
// without them, `--rebuild-marks` rebuilds them first and reports how long that took. Likewise it reads the channel
// counts (modules/channels/channel-counts.ts); `--counts off` counts totals as before them.
import os from 'node:os';
import type { ChannelFilter, SortOption } from 'shared-api';
import { openDatabase } from '../db/client';
import { createRepositories } from '../services';
import { markedListing, subscriberOrderListing } from '../modules/channels/listing-marks';
import { ChannelService, resolveFilter } from '../modules/channels/service';
import { CollabFitService } from '../modules/collab-fit/service';
import type { NotificationService } from '../modules/notifications/service';
import { runBenchMain, writeBenchResult } from './bench-output';
import { positiveNumberArg } from './cli-args';
import { discoveryBody } from './discovery-random-bench';
import { random } from './seeded-random';
import { percentiles } from './latency';

interface Body { filter: ChannelFilter; sort_by: SortOption; pagination: { page: number; limit: number } }

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to a seeded PostgreSQL database');
  const argv = process.argv.slice(2);
  const requests = Math.floor(positiveNumberArg(argv, 'requests', 600));
  const rng = random(Math.floor(positiveNumberArg(argv, 'seed', 7)));
  const database = await openDatabase({ databaseUrl: url, pgliteDataDir: '' });
  // As the HTTP benchmark's caller: a member with a channel, so Relevance is their collab-fit order (the ranking
  // sends no notification; none is needed).
  const repositories = createRepositories(database.db);
  const fit = new CollabFitService(repositories.collabFit, undefined as unknown as NotificationService);
  const useMarks = !(argv.includes('--marks') && argv[argv.indexOf('--marks') + 1] === 'off');
  const marks = repositories.listingMarks;
  let rebuildMs: number | null = null;
  if (useMarks && argv.includes('--rebuild-marks')) {
    const started = performance.now();
    const built = await marks.rebuild();
    rebuildMs = +(performance.now() - started).toFixed(0);
    console.log(`listing marks rebuilt in ${rebuildMs} ms: ${built.marks} marks of ${built.listings} listings`);
  }
  const useCounts = !(argv.includes('--counts') && argv[argv.indexOf('--counts') + 1] === 'off');
  const service = new ChannelService(repositories.channels, {
    fit, marks: useMarks ? marks : undefined, counts: useCounts ? repositories.channelCounts : undefined,
  });
  const member = 1 + Math.floor(rng() * 1_000);
  // Each statement is a round trip between the server and PostgreSQL: counted per request.
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  let statements = 0;
  client.query = (...args: unknown[]) => {
    statements++;
    return query(...args);
  };
  const samples: Array<{ ms: number; statements: number; filters: number; sort: SortOption; empty: boolean; page: number; exact: boolean; body: Body }> = [];
  try {
    const seen = new Set<string>();
    for (let i = 0; samples.length < requests && i < requests * 20; i++) {
      const body = discoveryBody(rng) as Body;
      const key = JSON.stringify(body);
      if (seen.has(key)) continue;
      seen.add(key);
      statements = 0;
      const started = performance.now();
      const answer = await service.loadFiltered({
        filter: body.filter, sort: body.sort_by, page: body.pagination.page, limit: body.pagination.limit, fresh: true, excludeId: member,
      });
      samples.push({
        ms: performance.now() - started, statements, filters: Object.keys(body.filter).length, sort: body.sort_by,
        empty: answer.channels.length === 0, page: body.pagination.page, exact: answer.totalCountExact === true, body,
      });
    }
  } finally {
    await database.close();
  }
  const group = (name: string, pick: (s: (typeof samples)[number]) => string) => {
    const by = new Map<string, number[]>();
    for (const s of samples) by.set(pick(s), [...(by.get(pick(s)) ?? []), s.ms]);
    const rows = Object.fromEntries([...by].sort(([a], [b]) => a.localeCompare(b)).map(([k, ms]) => {
      const p = percentiles(ms);
      const sent = samples.filter((s) => pick(s) === k).reduce((a, s) => a + s.statements, 0);
      return [k, { n: ms.length, meanMs: p.meanMs, p50: p.p50Ms, p95: p.p95Ms, statements: +(sent / ms.length).toFixed(2), shareOfTime: 0 }];
    }));
    const total = samples.reduce((a, s) => a + s.ms, 0);
    for (const [k, ms] of by) rows[k]!.shareOfTime = +(ms.reduce((a, b) => a + b, 0) / total).toFixed(3);
    console.log(`\nby ${name}:`);
    console.table(rows);
    return rows;
  };
  const all = percentiles(samples.map((s) => s.ms));
  const meanStatements = +(samples.reduce((a, s) => a + s.statements, 0) / samples.length).toFixed(2);
  console.log(`${samples.length} requests, ${meanStatements} statements each on average; load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}; p50 ${all.p50Ms} p95 ${all.p95Ms} p99 ${all.p99Ms} ms`);
  const depth = (page: number) => (page < 10 ? 'a: pages 1-10' : page < 200 ? 'b: pages 11-200' : 'c: pages 201-2000');
  const result = {
    requests: samples.length,
    marks: useMarks,
    counts: useCounts,
    marksRebuildMs: rebuildMs,
    loadAverage: os.loadavg(),
    overall: all,
    statementsPerRequest: meanStatements,
    byFilters: group('number of filters', (s) => String(s.filters)),
    bySort: group('sort', (s) => s.sort),
    byListing: group('listing', (s) => {
      const f = resolveFilter(s.body.filter);
      const marked = s.sort === 'subscriber_count' ? subscriberOrderListing(f) !== null : markedListing(f) !== null;
      return marked ? 'marked' : 'not marked';
    }),
    byOutcome: group('outcome', (s) => `${s.empty ? 'empty' : 'rows'} / ${s.exact ? 'exact total' : 'estimated total'} / ${depth(s.page)}`),
    byKind: group('kind', (s) => `${s.body.filter.active_within_days !== undefined ? 'activity window' : 'no window'} / ${s.sort} / ${s.empty ? 'empty' : 'rows'}`),
    slowest: [...samples].sort((a, b) => b.ms - a.ms).slice(0, 15).map((s) => ({ ms: +s.ms.toFixed(1), ...s.body, empty: s.empty })),
  };
  console.log('\nslowest:');
  for (const s of result.slowest) console.log(JSON.stringify(s));
  writeBenchResult('discovery-cost.json', result);
}

runBenchMain(main);
