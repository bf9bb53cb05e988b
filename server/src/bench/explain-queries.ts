// Query-plan check (not a test): runs every benchmark scenario through the real channel service on the
// PostgreSQL database of DATABASE_URL, captures the SQL and parameters drizzle emits, and runs
// EXPLAIN (ANALYZE, BUFFERS) on each statement. Flags sequential scans of the channels table and reports the
// execution times. Writes bench-results/query-plans.json and query-plans.txt at the repository root.
//
//   (cd server && DATABASE_URL=postgres://... npx tsx src/bench/explain-queries.ts [--runs 3] [--exclude-id 1])
import { drizzle } from 'drizzle-orm/node-postgres';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Pool } from 'pg';
import { findChannelsByNameRequestSchema, loadFilteredChannelsRequestSchema } from 'shared-api';
import * as schema from '../db/schema';
import { BACKGROUND_COUNT_MARK } from '../modules/channels/repository';
import { ChannelService } from '../modules/channels/service';
import { REPO_ROOT } from '../paths';
import { createRepositories } from '../services';
import { scenarios, type Scenario } from './scenarios';

interface Statement { sql: string; params: unknown[] }

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

interface ExplainedStatement {
  sql: string;
  params: unknown[];
  executionMs: number[];
  medianExecutionMs: number;
  planningMs: number;
  channelsSeqScan: boolean;
  /** A background total count (total-counts.ts): no request waits for it. */
  background: boolean;
  indexes: string[];
  plan: string;
}

function parseArgs(argv: string[]): { runs: number; excludeId: number } {
  const get = (name: string, fallback: number) => {
    const i = argv.indexOf(`--${name}`);
    const value = i >= 0 ? Number(argv[i + 1]) : fallback;
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
    return value;
  };
  return { runs: get('runs', 3), excludeId: get('exclude-id', 1) };
}

function walk(node: PlanNode, visit: (n: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Runs the call the route would run, through the real service, and returns the statements it sent. */
async function capture(service: ChannelService, log: Statement[], s: Scenario, excludeId: number): Promise<Statement[]> {
  await service.idle();
  log.length = 0;
  if (s.call === 'loadFilteredChannels') {
    const { filter, sort_by, pagination } = loadFilteredChannelsRequestSchema.parse(s.body);
    await service.loadFiltered({ filter, sort: sort_by, page: pagination.page, limit: pagination.limit, excludeId });
  } else {
    const { name, pagination } = findChannelsByNameRequestSchema.parse(s.body);
    await service.findByName(name, pagination.page, pagination.limit, excludeId);
  }
  // The planner's row estimate (an EXPLAIN itself) reads no rows and cannot be explained again.
  const statements = log.filter((st) => !/^explain\b/i.test(st.sql));
  // Background counts (one per large filter, no request waits for them) are reported, but apart.
  await service.idle();
  return statements;
}

async function explain(pool: Pool, st: Statement, runs: number): Promise<ExplainedStatement> {
  const times: number[] = [];
  let planning = 0;
  let root: PlanNode | undefined;
  for (let i = 0; i < runs; i++) {
    const res = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }> }>(
      `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${st.sql}`, st.params);
    const out = res.rows[0]!['QUERY PLAN'][0]!;
    times.push(out['Execution Time']);
    planning = out['Planning Time'];
    root = out.Plan;
  }
  const text = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${st.sql}`, st.params);
  let seq = false;
  const indexes = new Set<string>();
  walk(root!, (n) => {
    if (n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'channels') seq = true;
    if (n['Index Name']) indexes.add(n['Index Name']);
  });
  return {
    sql: st.sql,
    params: st.params,
    executionMs: times,
    medianExecutionMs: median(times),
    planningMs: planning,
    channelsSeqScan: seq,
    background: st.sql.startsWith(BACKGROUND_COUNT_MARK),
    indexes: [...indexes],
    plan: text.rows.map((r) => r['QUERY PLAN']).join('\n'),
  };
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must point at the PostgreSQL database to explain');
  const { runs, excludeId } = parseArgs(process.argv.slice(2));
  const pool = new Pool({ connectionString: url, max: 2 });
  const log: Statement[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (sql, params) => log.push({ sql, params }) } });
  const repositories = createRepositories(db);
  const service = new ChannelService(repositories.channels, { marks: repositories.listingMarks, counts: repositories.channelCounts });
  try {
    const count = await pool.query<{ n: number }>('select count(*)::int as n from channels');
    const channels = count.rows[0]!.n;
    const results = [];
    for (const s of scenarios(channels)) {
      const statements = await capture(service, log, s, excludeId);
      const explained = [];
      for (const st of statements) explained.push(await explain(pool, st, runs));
      results.push({ name: s.name, call: s.call, body: s.body, statements: explained });
      const summary = explained.map((e) =>
        `${e.background ? '(background) ' : ''}${e.medianExecutionMs.toFixed(2)} ms${e.channelsSeqScan ? ' SEQ SCAN' : ''}`);
      console.log(`${s.name.padEnd(52)} ${summary.join(' | ')}`);
    }
    const dir = path.join(REPO_ROOT, 'bench-results');
    mkdirSync(dir, { recursive: true });
    const doc = { date: new Date().toISOString(), channels, runs, excludeId, scenarios: results };
    writeFileSync(path.join(dir, 'query-plans.json'), JSON.stringify(doc, null, 2) + '\n');
    writeFileSync(path.join(dir, 'query-plans.txt'), results.map((r) =>
      `## ${r.name}\n${r.statements.map((e) => `${e.sql}\n-- params ${JSON.stringify(e.params)}\n${e.plan}`).join('\n\n')}\n`).join('\n'));
    const seqScans = results.filter((r) => r.statements.some((e) => e.channelsSeqScan && !e.background)).map((r) => r.name);
    console.log(seqScans.length ? `sequential scans of channels: ${seqScans.join(', ')}` : 'no sequential scan of channels');
    console.log(`written to ${path.join(dir, 'query-plans.json')} and query-plans.txt`);
  } finally {
    await pool.end();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
