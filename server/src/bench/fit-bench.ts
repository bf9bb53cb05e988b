// Collab-fit benchmark: the first page of one member's fit-sorted Relevance (ranking, then the page's channel rows,
// as the channels service runs it) and one "similar channels" lookup, single client, on the PostgreSQL database of
// DATABASE_URL. Seeds the catalogue up to --channels first when it holds fewer (the bulk seed; run it under
// `nice -n 10`). Each run picks another member at random, so no two runs ask the same question. Also checks the
// plans: no sequential scan of channels or channel_fit. Writes bench-results/fit-bench.json.
//
//   (cd server && DATABASE_URL=postgres://... nice -n 10 npx tsx src/bench/fit-bench.ts [--channels 1000000] [--runs 300])
import { drizzle } from 'drizzle-orm/node-postgres';
import { loadavg } from 'node:os';
import { Pool } from 'pg';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import * as schema from '../db/schema';
import { channelCount, seedChannels } from '../db/seed/seed';
import { createRepositories } from '../services';
import { resolveFilter } from '../modules/channels/service';
import { runBenchMain, writeBenchResult } from './bench-output';
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

  const database = await openDatabase({ databaseUrl: url, pgliteDataDir: '' });
  await migrate(database);
  const have = await channelCount(database);
  let seedSeconds: number | null = null;
  if (have < wanted) {
    const started = Date.now();
    await seedChannels(database, { channels: wanted - have, from: have + 1, rebuildIndexes: true, concurrency: 2, log: (l) => console.log(l) });
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
    await channelRepo.findByIds(page.ids);
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
    plans,
  };
  const file = writeBenchResult('fit-bench.json', result);
  console.log(JSON.stringify({ ...result, plans: plans.map((p) => p.seqScans) }, null, 2));
  console.log(`written ${file}`);
}

runBenchMain(main);
