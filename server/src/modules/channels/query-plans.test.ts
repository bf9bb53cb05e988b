// Every query discovery and name search send uses an index: no sequential scan of channels, on a database
// large enough for the planner to prefer one where no index fits (tens of thousands of channels, analysed).
// PostgreSQL only (CI sets DATABASE_URL); PGlite's planner is the same code but the test is about the server.
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { findChannelsByNameRequestSchema, loadFilteredChannelsRequestSchema } from 'shared-api';
import { openDatabase } from '../../db/client';
import * as schema from '../../db/schema';
import { seedChannels } from '../../db/seed/seed';
import { matrixScenarios } from '../../bench/scenarios';
import { genericPlanNodes, planNodes, type PlanNode } from '../../../test-support/query-plans';
import { recordStatements } from '../../../test-support/statement-recorder';
import { createScratchDatabase, type ScratchDatabase } from '../../../test-support/scratch-database';
import { ChannelCountsRepository } from './channel-counts';
import { ListingMarksRepository } from './listing-marks';
import { BACKGROUND_COUNT_MARK, ChannelRepository } from './repository';
import { SearchPostingsRepository } from './search-postings';
import { ChannelService } from './service';

const CHANNELS = 30_000;
const url = process.env.DATABASE_URL;
const suite = url ? describe : describe.skip;

suite(`query plans on PostgreSQL${url ? '' : ' (skipped: set DATABASE_URL to a PostgreSQL server to run them)'}`, () => {
  let scratch: ScratchDatabase;
  let pool: Pool;
  const statements: Array<{ sql: string; params: unknown[] }> = [];
  let service: ChannelService;

  beforeAll(async () => {
    scratch = await createScratchDatabase(url as string, { prefix: 'collabhub_plans' });
    const database = await openDatabase({ databaseUrl: scratch.url, pgliteDataDir: '' });
    try {
      // Seeding ends with VACUUM ANALYZE, so the planner sees the real sizes and distributions.
      await seedChannels(database, { channels: CHANNELS, rebuildIndexes: true, concurrency: 2 });
    } finally {
      await database.close();
    }
    pool = new Pool({ connectionString: scratch.url, max: 2 });
    recordStatements(pool, statements);
    const db = drizzle(pool, { schema });
    // A low exact-count limit so the large-total path (estimate, background count) is planned too.
    service = new ChannelService(new ChannelRepository(db), { exactCountLimit: 500 });
  }, 240_000);

  afterAll(async () => {
    await service?.idle();
    await pool?.end();
    await scratch?.drop();
  });

  it('detects a sequential scan where no index fits (the check can fail)', async () => {
    const res = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      'EXPLAIN (FORMAT JSON) select id from channels where views > $1 order by views desc limit 45', [5]);
    const plan = res.rows[0]!['QUERY PLAN'][0]!.Plan;
    expect(planNodes(plan).some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'channels')).toBe(true);
  });

  const cases = matrixScenarios().map((s) => [s.name, s] as const);

  it.each(cases)('%s', async (_name, s) => {
    await service.idle();
    statements.length = 0;
    if (s.call === 'loadFilteredChannels') {
      const { filter, sort_by, pagination } = loadFilteredChannelsRequestSchema.parse(s.body);
      await service.loadFiltered({ filter, sort: sort_by, page: pagination.page, limit: pagination.limit, excludeId: 1 });
    } else {
      const { name, pagination } = findChannelsByNameRequestSchema.parse(s.body);
      await service.findByName(name, pagination.page, pagination.limit, 1);
    }
    await service.idle();
    const sent = statements.filter((st) => !/^explain\b/i.test(st.sql));
    expect(sent.length).toBeGreaterThan(0);
    for (const st of sent) {
      const res = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (FORMAT JSON) ${st.sql}`, st.params);
      const plan = res.rows[0]!['QUERY PLAN'][0]!.Plan;
      const seqScans = planNodes(plan).filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'channels');
      // The background count of a large total reads every match by design; it runs once a minute per filter.
      if (st.sql.startsWith(BACKGROUND_COUNT_MARK)) continue;
      expect({ sql: st.sql, params: st.params, seqScans: seqScans.length }).toEqual({ sql: st.sql, params: st.params, seqScans: 0 });
    }
  });

  it('starts a deep page of a marked listing from its listing mark: a primary-key lookup, then the sort index', async () => {
    const db = drizzle(pool, { schema });
    const marks = new ListingMarksRepository(db);
    // Spacing 25: 30,000 channels then have about as many marks (~14,000) as 1,000,000 have at the default 1,000.
    await marks.rebuild(25);
    const marked = new ChannelService(new ChannelRepository(db), { exactCountLimit: 500, marks, markSpacing: 25 });
    const filters = [{}, { category: 'Gaming' }, { language: 'english' }, { collaboration_status: 1 }];
    // Subscriber order and newest first with other bounds (on bucket edges): from the listing's marks.
    const bands = [{ subscribers_max: 20_000 }, { subscribers_min: 1_000, subscribers_max: 250_000 }, { category: 'Gaming', subscribers_min: 0 }];
    const cases = [
      ...filters.flatMap((filter) => (['relevance', 'subscriber_count', 'most_recent'] as const).map((sort) => [filter, sort] as const)),
      ...bands.flatMap((filter) => [[filter, 'subscriber_count'], [filter, 'most_recent']] as const),
    ];
    for (const [filter, sort] of cases) {
      {
        statements.length = 0;
        // Page 30 of 45: offset 1,350.
        await marked.loadFiltered({ filter, sort, page: 30, limit: 45, fresh: true });
        const lookups = statements.filter((st) => /from "?listing_marks"?\s/.test(st.sql));
        expect({ filter, sort, lookups: lookups.length }).toEqual({ filter, sort, lookups: 1 });
        for (const st of statements.filter((x) => !/^explain\b/i.test(x.sql) && !x.sql.startsWith(BACKGROUND_COUNT_MARK))) {
          const res = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (FORMAT JSON) ${st.sql}`, st.params);
          const all = planNodes(res.rows[0]!['QUERY PLAN'][0]!.Plan);
          // listing_counts holds one row per listing (tens: one page), which a sequential scan reads best.
          const seqScans = all.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] !== 'listing_counts').map((n) => n['Relation Name']);
          expect({ sql: st.sql, seqScans }).toEqual({ sql: st.sql, seqScans: [] });
          if (lookups.includes(st)) {
            const used = all.map((n) => n['Index Name']);
            expect(used).toContain('listing_marks_pkey');
            // The last mark above a band: one probe of the marks' key index (0220), not a read of the listing's marks.
            if (sort === 'subscriber_count') expect(used).toContain('listing_marks_subscribers_idx');
            // Newest first with bounds: a binary search over the marks (primary-key probes).
            if (sort === 'most_recent' && bands.includes(filter as (typeof bands)[number])) {
              expect(all.map((n) => n['Node Type'])).toContain('Recursive Union');
            }
          }
        }
      }
    }
  });

  it('reads a listed term\'s page from its posting list and the channels\' primary key: nothing walked', async () => {
    const db = drizzle(pool, { schema });
    // 30,000 channels: terms found in 100 names are listed, as 1,000 are at a million (the default).
    const built = await new SearchPostingsRepository(db).rebuild({ minMatches: 100, depth: 240 });
    expect(built.terms).toBeGreaterThan(50);
    const listed = new ChannelService(new ChannelRepository(db), { exactCountLimit: 500 });
    const top = (await pool.query<{ term: string }>(
      "select term from search_terms where term ~ '^[a-z]{4,}$' order by listed desc, term limit 3")).rows.map((r) => r.term);
    expect(top).toHaveLength(3);
    for (const term of top) {
      for (const page of [0, 15]) {
        statements.length = 0;
        await listed.findByName(term, page, 12, 1, undefined, true);
        const reads = statements.filter((st) => /from search_terms t/.test(st.sql));
        expect({ term, page, reads: reads.length }).toEqual({ term, page, reads: 1 });
        for (const st of statements) {
          const res = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (FORMAT JSON) ${st.sql}`, st.params);
          const all = planNodes(res.rows[0]!['QUERY PLAN'][0]!.Plan);
          const scans = all.filter((n) => n['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']);
          // search_terms in full is the set of listed terms, read once a minute (ListedTerms).
          if (/^select term from search_terms$/.test(st.sql.trim())) continue;
          expect({ sql: st.sql, scans }).toEqual({ sql: st.sql, scans: [] });
          if (reads.includes(st)) {
            const used = all.map((n) => n['Index Name']);
            expect(used).toEqual(expect.arrayContaining(['search_terms_pkey', 'search_postings_pkey', 'channels_pkey']));
            // Whether the caller is listed before the page is asked once (an init plan), not once per row (a sub plan).
            expect(all.filter((n) => n['Parent Relationship'] === 'SubPlan')).toEqual([]);
          }
        }
      }
    }
    // The rebuild of the posting lists alone takes seconds on a busy machine.
  }, 60_000);

  it('reads a rare term\'s page from the name indexes alone, under the one plan a prepared statement keeps', async () => {
    // The posting lists of the test before: a term they leave out is rare.
    const db = drizzle(pool, { schema });
    const service = new ChannelService(new ChannelRepository(db), { exactCountLimit: 500 });
    await service.findByName('zzzz', 0, 12, 1, undefined, true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // A two-word start and a word inside names that are not listed, and a word no name holds.
    const { rows: [twoWords] } = await pool.query<{ term: string }>(`
      select t.term from (select lower(split_part(name, ' ', 1) || ' ' || left(split_part(name, ' ', 2), 2)) as term from channels) t
       where t.term ~ ' [a-z]{2}$' and not exists (select 1 from search_terms s where s.term = t.term)
       group by t.term having count(*) between 5 and 99 order by count(*) desc, t.term limit 1`);
    // The seed's names are made of a few hundred words, whose every inner part is frequent: one name of rarer words.
    await pool.query(`insert into channels (youtube_id, name, handle, link, thumbnail, subscribers, views, videos)
      values ('UCrareplantest0000000001', 'Qorvath Ulmstead', '@qorvath', 'https://www.youtube.com/channel/x', '/x.svg', 10, 0, 0)`);
    expect(twoWords).toBeDefined();
    for (const [term, found] of [[twoWords!.term, true], ['orvat', true], ['qxzjvw', false]] as const) {
      statements.length = 0;
      const page = await service.findByName(term, 0, 12, 1, undefined, true);
      expect({ term, found: page.channels.length > 0 }).toEqual({ term, found });
      // One statement: no walk, no separate read of the cards.
      expect({ term, sent: statements.length }).toEqual({ term, sent: 1 });
      const all = await genericPlanNodes(pool, statements[0]!);
      expect({ term, seqScans: all.filter((n) => n['Node Type'] === 'Seq Scan').length }).toEqual({ term, seqScans: 0 });
      expect(all.map((n) => n['Index Name'])).toEqual(expect.arrayContaining(['channels_name_prefix_idx', 'channels_name_trgm_idx', 'channels_pkey']));
      // The names in subscriber order are never walked.
      expect(all.map((n) => n['Index Name'])).not.toContain('channels_subscribers_name_idx');
    }
    // And PostgreSQL settles on that generic plan: the term's sub-selects leave a plan for the term no cheaper.
    const client = await pool.connect();
    try {
      for (const term of ['qxzjvw', 'orvat', twoWords!.term, 'qx', 'zzzzzzzz', 'orv', 'qorvath u']) {
        await client.query({ name: 'rare_term_check', text: statements[0]!.sql, values: [term, term, true, null, 12, 0, 2001] });
      }
      const { rows: [plans] } = await client.query<{ generic_plans: string; custom_plans: string }>(
        "select generic_plans, custom_plans from pg_prepared_statements where name = 'rare_term_check'");
      expect({ generic: Number(plans!.generic_plans), custom: Number(plans!.custom_plans) }).toEqual({ generic: 2, custom: 5 });
    } finally {
      await client.query('deallocate rare_term_check').catch(() => undefined);
      client.release();
    }
  }, 60_000);

  it('lists the 30-day window from its flagged indexes alone: index-only walks, counted by the channel counts', async () => {
    // A tenth of the channels upload, over 60 days: about 1,500 inside the window.
    await pool.query("update channels set last_upload_at = now() - (id % 60) * interval '1 day' where id % 10 = 7");
    await pool.query('vacuum analyze channels');
    const counted = new ChannelService(new ChannelRepository(drizzle(pool, { schema })), {
      exactCountLimit: 500, counts: new ChannelCountsRepository(drizzle(pool, { schema })),
    });
    const flagged = { relevance: 'channels_active_relevance_idx', subscriber_count: 'channels_active_subscribers_idx', most_recent: 'channels_active_recent_idx' };
    const filters = [
      { active_within_days: 30 as const },
      { active_within_days: 30 as const, collaboration_status: 'OPEN_TO_COLLAB' },
      { active_within_days: 30 as const, category: 'Gaming', language: 'english', subscribers_min: 1_000 },
    ];
    for (const filter of filters) {
      for (const sort of ['relevance', 'subscriber_count', 'most_recent'] as const) {
        for (const page of [0, 5]) {
          statements.length = 0;
          // excludeId 0: no member's channel, so Relevance is the shared listing (the fit sort has its own tests).
          const body = await counted.loadFiltered({ filter, sort, page, limit: 45, fresh: true });
          expect(body.totalCountExact).toBe(true);
          const pages = statements.filter((st) => / order by /i.test(st.sql));
          if (body.channels.length === 0) continue;
          expect({ filter, sort, page, pages: pages.length }).toEqual({ filter, sort, page, pages: 1 });
          const res = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (FORMAT JSON) ${pages[0]!.sql}`, pages[0]!.params);
          const walks = planNodes(res.rows[0]!['QUERY PLAN'][0]!.Plan).filter((n) => n['Relation Name'] === 'channels' && n['Index Name'] !== 'channels_pkey');
          expect({ filter, sort, page, walks: walks.map((n) => [n['Node Type'], n['Index Name']]) })
            .toEqual({ filter, sort, page, walks: [['Index Only Scan', flagged[sort]]] });
        }
      }
    }
    await pool.query('update channels set last_upload_at = null where id % 10 = 7');
  });

  it('reads a total from the channel counts by their keys\' indexes: no sequential scan, nothing of channels', async () => {
    const db = drizzle(pool, { schema });
    const counts = new ChannelCountsRepository(db);
    // Some changes since the seed's recount, so channel_count_deltas has rows to read too.
    await pool.query('update channels set subscribers = subscribers * 2 where id % 50 = 0');
    const filters = [
      { subscribersMin: 100, subscribersMax: 1_000_000 },
      { subscribersMin: 0, subscribersMax: 5e15, categoryId: 20 },
      { subscribersMin: 150, subscribersMax: 7_777, language: 'English', status: 1 },
      { subscribersMin: 1_000, subscribersMax: 50_000, categoryId: 20, language: 'spanish' },
    ];
    for (const f of filters) {
      statements.length = 0;
      expect(await counts.count(f)).not.toBeNull();
      expect(statements).toHaveLength(1);
      const st = statements[0]!;
      const res = await pool.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (FORMAT JSON) ${st.sql}`, st.params);
      const all = planNodes(res.rows[0]!['QUERY PLAN'][0]!.Plan);
      // Index (only) scans, or bitmap heap scans over a bitmap index scan of the same index: a range of the key.
      const read = {
        relations: [...new Set(all.flatMap((n) => n['Relation Name'] ?? []))].sort(),
        indexes: [...new Set(all.flatMap((n) => n['Index Name'] ?? []))].sort(),
        seqScans: all.filter((n) => n['Node Type'] === 'Seq Scan').length,
      };
      expect({ f, read }).toEqual({ f, read: {
        relations: ['channel_count_deltas', 'channel_counts'],
        indexes: ['channel_count_deltas_key_idx', 'channel_counts_pkey'],
        seqScans: 0,
      } });
    }
  });
});
