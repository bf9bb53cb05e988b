// Collab-fit benchmark: the first page of one member's fit-sorted Relevance (ranking, then the page's channel rows,
// as the channels service runs it) and one "similar channels" lookup, single client, on the PostgreSQL database of
// DATABASE_URL. Seeds the catalogue up to --channels first when it holds fewer (the bulk seed; run it under
// `nice -n 10`). Each run picks another member at random, so no two runs ask the same question. Also checks the
// plans: no sequential scan of channels or channel_fit. Then, in the same process, the query of 0140
// (fit-rank-before.ts) and the current one alternate on the same random members (`--compare` runs of each, the
// order swapped every run), and every page of the two is compared: a fair before/after on a shared, noisy machine.
// It also counts the pages an upper-bound cut could have served from the category-and-language branch alone.
// Writes bench-results/fit-bench.json.
//
//   (cd server && DATABASE_URL=postgres://... nice -n 10 npx tsx src/bench/fit-bench.ts [--channels 1000000] [--runs 300] [--compare 300])
import { drizzle } from 'drizzle-orm/node-postgres';
import { loadavg } from 'node:os';
import { activityPoints, FIT_PARAMETERS, responsivenessPoints, statusPoints, type FitFeatures } from 'shared-api';
import { Pool } from 'pg';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import * as schema from '../db/schema';
import { BENCH_VERIFIED_SHARE, channelCount, seedChannels } from '../db/seed/seed';
import { createRepositories } from '../services';
import { resolveFilter } from '../modules/channels/service';
import type { FitPage } from '../modules/collab-fit/repository';
import { runBenchMain, writeBenchResult } from './bench-output';
import { rankBefore } from './fit-rank-before';
import { percentiles } from './latency';

interface PlanNode { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] }

function argOf(argv: string[], name: string, fallback: number): number {
  const i = argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
}

function seqScans(plan: PlanNode): string[] {
  const own = plan['Node Type'] === 'Seq Scan' && plan['Relation Name'] ? [plan['Relation Name']] : [];
  return [...own, ...(plan.Plans ?? []).flatMap(seqScans)];
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database (the benchmark seeds it)');
  const wanted = argOf(process.argv, 'channels', 1_000_000);
  const runs = argOf(process.argv, 'runs', 300);
  const compareRuns = argOf(process.argv, 'compare', 300);

  const database = await openDatabase({ databaseUrl: url, pgliteDataDir: '' });
  await migrate(database);
  const have = await channelCount(database);
  let seedSeconds: number | null = null;
  if (have < wanted) {
    const started = Date.now();
    await seedChannels(database, { channels: wanted - have, from: have + 1, verifiedShare: BENCH_VERIFIED_SHARE, rebuildIndexes: true, concurrency: 2, log: (l) => console.log(l) });
    seedSeconds = Math.round((Date.now() - started) / 1000);
  }
  const channels = await channelCount(database);
  await database.close();

  const pool = new Pool({ connectionString: url, max: 2 });
  const statements: Array<{ sql: string; params: unknown[] }> = [];
  let capture = false;
  const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => { if (capture) statements.push({ sql, params }); } } });
  const repositories = createRepositories(db);
  const fit = repositories.collabFit;
  const channelRepo = repositories.channels;
  const filter = resolveFilter({});
  const { rows: [range] } = await pool.query<{ lo: number; hi: number }>('select min(channel_id) lo, max(channel_id) hi from channel_fit');
  const randomMember = () => range!.lo + Math.floor(Math.random() * (range!.hi - range!.lo + 1));

  const firstPage = async (member: number) => {
    const [features] = await fit.features([member]);
    const page = await fit.rank(features!, filter, 0, 45, new Date());
    await channelRepo.cardsByIds(page.ids);
    return page;
  };
  // Warm-up: the first queries of a connection plan and load the catalogue.
  for (let i = 0; i < 20; i++) await firstPage(randomMember());

  const fitMs: number[] = [];
  const similarMs: number[] = [];
  let candidates = 0;
  let cappedPages = 0;
  for (let i = 0; i < runs; i++) {
    const member = randomMember();
    let t = performance.now();
    const page = await firstPage(member);
    fitMs.push(performance.now() - t);
    candidates += page.total;
    if (page.capped) cappedPages++;
    t = performance.now();
    await fit.similar(member, 6);
    similarMs.push(performance.now() - t);
  }

  // Before and after, alternating on the same members. A page "could be cut" when its 45th score beats the most
  // any row outside the category-and-language branch could score (see upperBoundOutsideBranch1): only then could
  // the other branches be skipped (the page's 45th score is at least that branch's own 45th, so this is a ceiling).
  const beforeMs: number[] = [];
  const afterMs: number[] = [];
  let differingPages = 0;
  let cuttablePages = 0;
  const samePage = (a: FitPage, b: FitPage) => JSON.stringify(a) === JSON.stringify(b);
  for (let i = 0; i < compareRuns; i++) {
    const member = randomMember();
    const now = new Date();
    const timed = async (arm: 'before' | 'after') => {
      const t = performance.now();
      const [features] = await fit.features([member]);
      const page = arm === 'before' ? await rankBefore(db, features!, filter, 45, now) : await fit.rank(features!, filter, 0, 45, now);
      await channelRepo.cardsByIds(page.ids);
      (arm === 'before' ? beforeMs : afterMs).push(performance.now() - t);
      return { page, features: features! };
    };
    const order: Array<'before' | 'after'> = i % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
    const first = await timed(order[0]!);
    const second = await timed(order[1]!);
    if (!samePage(first.page, second.page)) differingPages++;
    const last = first.page.scores[44];
    // Optimistic: as if branch 1 had not been cut (the page does not say which branch was), so this is a ceiling.
    if (last !== undefined && last > upperBoundOutsideBranch1(first.features, false, now)) cuttablePages++;
  }

  capture = true;
  await firstPage(randomMember());
  await fit.similar(randomMember(), 6);
  capture = false;
  const plans: Array<{ sql: string; seqScans: string[] }> = [];
  for (const st of statements) {
    const res = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (FORMAT JSON) ${st.sql}`, st.params);
    plans.push({ sql: st.sql.replace(/\s+/g, ' ').slice(0, 160), seqScans: seqScans(res.rows[0]!['QUERY PLAN'][0]!.Plan) });
  }
  await pool.end();

  const result = {
    benchmark: 'collab-fit first page and similar channels, single client',
    at: new Date().toISOString(),
    channels,
    seededNow: seedSeconds === null ? null : { seconds: seedSeconds },
    runs,
    distinctMembers: runs,
    loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
    fitFirstPage: percentiles(fitMs),
    similarChannels: percentiles(similarMs),
    meanCandidatesScored: Math.round(candidates / runs),
    pagesWithACappedBranch: cappedPages,
    goal: 'fit first page p95 <= 50 ms at 1,000,000 channels',
    beforeAfter: {
      note: 'the query of 0140 and the current one, alternating on the same random members in this process',
      runs: compareRuns,
      before: percentiles(beforeMs),
      after: percentiles(afterMs),
      pagesThatDiffer: differingPages,
      pagesAnUpperBoundCutCouldServeFromBranch1: cuttablePages,
    },
    plans,
  };
  const file = writeBenchResult('fit-bench.json', result);
  console.log(JSON.stringify({ ...result, plans: plans.map((p) => p.seqScans) }, null, 2));
  console.log(`written ${file}`);
}

/**
 * The most a candidate outside the category-and-language branch can score: it lacks the same language or the same
 * category (both only when that branch stopped at its limit, as a same-category same-language channel it did not
 * reach can then come from another branch), is at best the same size, and the member's own side caps the rest
 * (shared tags by the member's tags, formats by the member's formats, the one-sided components by the member's).
 */
function upperBoundOutsideBranch1(member: FitFeatures, branch1Capped: boolean, now: Date): number {
  const P = FIT_PARAMETERS;
  const tags = P.sharedTagPoints * Math.min(P.sharedTagsCounted, new Set(member.topicIds).size);
  const formatCount = new Set(member.formats).size;
  const formats = formatCount >= 2 ? P.formatPoints.twoOrMore : formatCount === 1 ? P.formatPoints.one : 0;
  const rest = tags + formats + statusPoints(member.status) + activityPoints(member, now) + responsivenessPoints(member);
  const identity = branch1Capped ? P.sameCategoryPoints + P.sameLanguagePoints : Math.max(P.sameCategoryPoints, P.sameLanguagePoints);
  return identity + P.sizePointsByDistance[0]! + rest;
}

runBenchMain(main);
