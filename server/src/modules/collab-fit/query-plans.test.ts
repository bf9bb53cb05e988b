// The fit sort and similar channels use indexes only: no sequential scan of channels or channel_fit, on a database
// large enough for the planner to prefer one where no index fits (tens of thousands of channels, analysed). The fit
// sort's branches read channel_fit by index-only scans of the covering indexes of 0180 (no heap read per
// candidate), and its pages equal those of the query 0140 shipped (bench/fit-rank-before.ts) for every member and
// filter here. PostgreSQL only, like channels/query-plans.test.ts (CI sets DATABASE_URL).
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { openDatabase } from '../../db/client';
import * as schema from '../../db/schema';
import { seedChannels } from '../../db/seed/seed';
import { genericPlanNodes, planNodes, type PlanNode } from '../../../test-support/query-plans';
import { recordStatements } from '../../../test-support/statement-recorder';
import { createScratchDatabase, type ScratchDatabase } from '../../../test-support/scratch-database';
import { ChannelCountsRepository } from '../channels/channel-counts';
import { ChannelRepository } from '../channels/repository';
import { resolveFilter } from '../channels/service';
import { rankBefore } from '../../bench/fit-rank-before';
import { CANDIDATES_MAX, CollabFitRepository } from './repository';

const CHANNELS = 30_000;
const url = process.env.DATABASE_URL;
const suite = url ? describe : describe.skip;

suite(`collab-fit query plans on PostgreSQL${url ? '' : ' (skipped: set DATABASE_URL to a PostgreSQL server to run them)'}`, () => {
  let scratch: ScratchDatabase;
  let pool: Pool;
  const statements: Array<{ sql: string; params: unknown[] }> = [];
  let fit: CollabFitRepository;
  let channelRepo: ChannelRepository;
  let db: ReturnType<typeof drizzle<typeof schema>>;

  beforeAll(async () => {
    scratch = await createScratchDatabase(url as string, { prefix: 'collabhub_fit_plans' });
    const database = await openDatabase({ databaseUrl: scratch.url, pgliteDataDir: '' });
    try {
      // A fifth with verified stats: a tenth of the channels inside the 30-day window.
      await seedChannels(database, { channels: CHANNELS, rebuildIndexes: true, concurrency: 2, verifiedShare: 0.2 });
    } finally {
      await database.close();
    }
    pool = new Pool({ connectionString: scratch.url, max: 2 });
    recordStatements(pool, statements);
    db = drizzle(pool, { schema });
    fit = new CollabFitRepository(db);
    channelRepo = new ChannelRepository(db);
  }, 300_000);

  afterAll(async () => {
    await pool?.end();
    await scratch?.drop();
  });

  async function seqScansOf(run: () => Promise<unknown>): Promise<Array<{ sql: string; seqScans: string[] }>> {
    statements.length = 0;
    await run();
    expect(statements.length).toBeGreaterThan(0);
    const out: Array<{ sql: string; seqScans: string[] }> = [];
    for (const st of statements) {
      const res = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (FORMAT JSON) ${st.sql}`, st.params);
      const scans = planNodes(res.rows[0]!['QUERY PLAN'][0]!.Plan)
        .filter((n) => n['Node Type'] === 'Seq Scan' && ['channels', 'channel_fit'].includes(n['Relation Name'] ?? ''))
        .map((n) => n['Relation Name']!);
      out.push({ sql: st.sql.slice(0, 120), seqScans: scans });
    }
    return out;
  }

  it('detects a sequential scan of channel_fit where no index fits (the check can fail)', async () => {
    const res = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      'EXPLAIN (FORMAT JSON) select channel_id from channel_fit where subscribers > $1 order by subscribers desc limit 45', [5]);
    expect(planNodes(res.rows[0]!['QUERY PLAN'][0]!.Plan).some((n) => n['Node Type'] === 'Seq Scan')).toBe(true);
  });

  const members = [1, 777, 12_345, 29_999];
  const cutFilter = { subscribers_min: 1000, subscribers_max: 50_000 };
  const filters = [{}, { category: 'Gaming' }, { language: 'English', collaboration_status: '1' }, cutFilter];

  it.each(members.flatMap((m) => filters.map((f) => [m, f] as const)))('fit sort for member %i with %j', async (member, filter) => {
    const scans = await seqScansOf(async () => {
      const [features] = await fit.features([member]);
      const page = await fit.rank(features!, resolveFilter(filter), 0, 45, new Date());
      await channelRepo.cardsByIds(page.ids);
    });
    for (const s of scans) expect(s).toEqual({ sql: s.sql, seqScans: [] });
  });

  /** How a plan reads `relation`: node type and index, one entry per read. */
  const readsOf = (nodes: PlanNode[], relation: string) => nodes
    .filter((n) => n['Relation Name'] === relation)
    .map((n) => `${n['Node Type']} ${n['Index Name'] ?? ''}`.trim());

  /**
   * The reads of a page past the end (the length alone, fit-counts.ts): the counts and their deltas by their keys'
   * indexes, the member's own row by its key, and the steps the bounds cut by index-only scans of `steps`.
   */
  function expectLengthReads(nodes: PlanNode[], steps: RegExp) {
    const fitReads = readsOf(nodes, 'channel_fit');
    expect(fitReads.filter((r) => r === 'Index Scan channel_fit_pkey')).toHaveLength(1);
    for (const read of fitReads.filter((r) => r !== 'Index Scan channel_fit_pkey')) expect(read).toMatch(steps);
    // Each key's rows by an index-only scan of the read index (the primary key's order, with the count). The deltas
    // are a few rows between folds (every minute): the planner may read them whole.
    const counts = readsOf(nodes, 'channel_fit_counts');
    expect(counts.length).toBeGreaterThan(0);
    for (const read of counts) expect(read).toBe('Index Only Scan channel_fit_counts_read_idx');
    expect(readsOf(nodes, 'channel_fit_count_deltas').length).toBeGreaterThan(0);
  }

  // Without the 30-day window each step is read from a candidate index of 0260; with it, from one over the flagged rows (0280).
  const allSteps = /^Index Only Scan channel_fit_(cat_lang_size|cat_size|lang_size)_idx$/;
  const activeSteps = /^Index Only Scan channel_fit_active_(cat_lang_size|cat_size|lang_size)_idx$/;
  const windows = [{ active_within_days: 30 as const }, { active_within_days: 30 as const, category: 'Gaming' }, { active_within_days: 30 as const, ...cutFilter }];
  const stepCases = [...filters.map((f) => [f, allSteps] as const), ...windows.map((f) => [f, activeSteps] as const)]
    .flatMap(([f, steps]) => [[f, 0, steps], [f, CANDIDATES_MAX, steps]] as const);
  it.each(stepCases)('fit sort with %j at offset %i reads channel_fit only by index-only scans of %s (past the end: the counts)', async (filter, offset, steps) => {
    const [features] = await fit.features([777]);
    statements.length = 0;
    const page = await fit.rank(features!, resolveFilter(filter), offset, 45, new Date());
    expect(statements).toHaveLength(1);
    const res = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (FORMAT JSON) ${statements[0]!.sql}`, statements[0]!.params);
    const nodes = planNodes(res.rows[0]!['QUERY PLAN'][0]!.Plan);
    if (offset === 0) {
      expect(page.ids.length).toBeGreaterThan(0);
      const reads = readsOf(nodes, 'channel_fit');
      expect(reads.length).toBeGreaterThan(0);
      for (const read of reads) expect(read).toMatch(steps);
      return;
    }
    expectLengthReads(nodes, steps);
    // Subscriber bounds off the size steps' edges: the steps they cut are counted from the indexes.
    if ('subscribers_min' in filter) expect(readsOf(nodes, 'channel_fit').filter((r) => steps.test(r)).length).toBeGreaterThan(0);
    // The length past the end is a prepared statement: its generic plan (used after five runs, with no planning)
    // reads the same way.
    expectLengthReads(await genericPlanNodes(pool, statements[0]!), steps);
  });

  it.each([0, CANDIDATES_MAX])('fit sort at offset %i carrying the counts\' "nothing matches" reads no branch', async (offset) => {
    const [features] = await fit.features([777]);
    // Another language than the member's, which nobody has: the category's steps remain, and the counts know the
    // filter matches nothing.
    const filter = resolveFilter({ language: 'Klingon' });
    const condition = new ChannelCountsRepository(db).matchCondition(filter);
    expect(condition).not.toBeNull();
    statements.length = 0;
    expect(await fit.rank(features!, filter, offset, 45, new Date(), condition!)).toEqual({ ids: [], scores: [], total: 0, capped: false });
    expect(statements).toHaveLength(1);
    const res = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode & { 'Actual Loops'?: number } }> }>(
      `EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${statements[0]!.sql}`, statements[0]!.params);
    const branches = planNodes(res.rows[0]!['QUERY PLAN'][0]!.Plan).filter((n) => n['Relation Name'] === 'channel_fit') as Array<PlanNode & { 'Actual Loops'?: number }>;
    expect(branches.length).toBeGreaterThan(0);
    expect(branches.map((n) => n['Actual Loops'])).toEqual(branches.map(() => 0));
  });

  it.each(members.flatMap((m) => filters.map((f) => [m, f] as const)))('fit sort for member %i with %j: the same page as the query of 0140', async (member, filter) => {
    const [features] = await fit.features([member]);
    const now = new Date();
    const page = await fit.rank(features!, resolveFilter(filter), 0, 45, now);
    expect(page.ids.length).toBeGreaterThan(0);
    expect(page).toEqual(await rankBefore(db, features!, resolveFilter(filter), 45, now));
  });

  it.each(members)('similar channels of %i', async (member) => {
    const scans = await seqScansOf(() => fit.similar(member, 6));
    for (const s of scans) expect(s).toEqual({ sql: s.sql, seqScans: [] });
  });
});
