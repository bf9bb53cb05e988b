// Channel counts (migration 0200): the totals read from channel_counts + channel_count_deltas equal a count of the
// matching channels for every combination of filters, after inserts, updates, deletes and a fold; the buckets of
// the SQL function and of the TS mirror agree; discovery answers from them without counting rows.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { planned, runPrepared } from '../../db/prepared';
import { channelCountDeltas, channels } from '../../db/schema';
import { seedChannels } from '../../db/seed/seed';
import { backends } from '../../../test-support/test-app';
import { openBackendDatabase, type BackendDatabase } from '../../../test-support/backend-database';
import { bucketRange, ChannelCountsRepository, SUBSCRIBER_BUCKET_EDGES, subscriberBucket, type MatchCondition } from './channel-counts';
import { ChannelRepository, filterConditions, type ChannelFilterQuery } from './repository';
import { RECENT_ACTIVITY_DAYS } from './recent-activity';
import { ChannelService } from './service';

describe('subscriber buckets', () => {
  it('has the edges 0, 1, 2, 3, 5 and 1, 2, 2.5, 3, 5 x 10^k up to 5 x 10^15, ascending integers', () => {
    expect(SUBSCRIBER_BUCKET_EDGES).toHaveLength(80);
    expect(SUBSCRIBER_BUCKET_EDGES.slice(0, 12)).toEqual([0, 1, 2, 3, 5, 10, 20, 25, 30, 50, 100, 200]);
    expect(SUBSCRIBER_BUCKET_EDGES.at(-1)).toBe(5e15);
    expect(SUBSCRIBER_BUCKET_EDGES.every((e, i) => Number.isSafeInteger(e) && (i === 0 || e > SUBSCRIBER_BUCKET_EDGES[i - 1]!))).toBe(true);
  });

  it('gives each edge an odd bucket and each gap after it the next even one', () => {
    expect([0, 1, 4, 5, 99, 100, 101, 1_000_000].map(subscriberBucket)).toEqual([1, 3, 8, 9, 20, 21, 22, 61]);
    expect(subscriberBucket(6e15)).toBe(160);
  });

  it('selects whole buckets for bounds on edges, and names the cut ones otherwise', () => {
    // 100 .. 1,000,000 (the defaults): edges 11 .. 31, buckets 21 .. 61, all whole.
    expect(bucketRange(100, 1_000_000)).toEqual({ from: 21, to: 61, fullFrom: 21, fullTo: 61 });
    // 150 cuts (100, 200): bucket 22; 7,777 cuts (5,000, 10,000): bucket 40.
    expect(bucketRange(150, 7_777)).toEqual({ from: 22, to: 40, fullFrom: 23, fullTo: 39 });
    // Both bounds inside one gap: no whole bucket.
    expect(bucketRange(150, 160)).toEqual({ from: 22, to: 22, fullFrom: 23, fullTo: 21 });
    expect(bucketRange(1_000, 1_000)).toEqual({ from: 31, to: 31, fullFrom: 31, fullTo: 31 });
    expect(bucketRange(2, 1)).toBeNull();
  });
});

describe.each(backends())('channel counts on %s', (backend) => {
  let database: Database;
  let opened: BackendDatabase | undefined;
  let counts: ChannelCountsRepository;
  let category: number;
  let language: string;
  /** Another category (channels reference categories). */
  let other: number;

  beforeAll(async () => {
    opened = await openBackendDatabase(backend);
    database = opened.database;
    await seedChannels(database, { channels: 300 });
    // Uploads on a third of the channels, 0-59 days ago: about half of them inside the 30-day window.
    await database.db.execute(sql`update channels set last_upload_at = now() - (id % 60) * interval '1 day' - interval '1 hour' where id % 3 = 0`);
    counts = new ChannelCountsRepository(database.db);
    const top = await database.db.execute<{ category_id: number; lang: string }>(sql`
      select category_id, main_language as lang from channels where category_id is not null and main_language is not null
      group by 1, 2 order by count(*) desc limit 1`);
    category = Number(top.rows[0]!.category_id);
    language = String(top.rows[0]!.lang);
    const next = await database.db.execute<{ id: number }>(sql`select id from categories where id <> ${category} order by id limit 1`);
    other = Number(next.rows[0]!.id);
  }, 120_000);
  afterAll(async () => {
    await opened?.close();
  });

  const BOUNDS: Array<[number, number]> = [
    [100, 1_000_000], [0, 5e15], [0, 9e15], [0, 0], [1_000, 1_000], [150, 7_777], [101, 99_999], [25_000, 30_001],
    [2_000, 100], [5e15, 9e15],
  ];

  /**
   * Every combination of category, language, status and the 30-day activity window set or not, with and without
   * values nobody has.
   */
  function filters(): ChannelFilterQuery[] {
    const out: ChannelFilterQuery[] = [];
    for (const [subscribersMin, subscribersMax] of BOUNDS) {
      for (const categoryId of [undefined, category, other, 32_000]) {
        for (const lang of [undefined, language.toUpperCase(), 'klingon']) {
          for (const status of [undefined, 1, 3]) {
            for (const activeWithinDays of [undefined, RECENT_ACTIVITY_DAYS]) {
              out.push({ subscribersMin, subscribersMax, categoryId, language: lang, status, activeWithinDays });
            }
          }
        }
      }
    }
    return out;
  }

  /** The counts against count(*): exact for edge bounds, otherwise the whole and the touched buckets counted apart. */
  async function expectCountsExact(): Promise<void> {
    const wrong: unknown[] = [];
    for (const f of filters()) {
      const got = await counts.count(f);
      const range = bucketRange(f.subscribersMin, f.subscribersMax);
      const [row] = (await database.db.execute<{ n: number; lower: number; upper: number }>(sql`
        select count(*) filter (where ${filterConditions(f)})::int as n,
          count(*) filter (where subscriber_bucket(subscribers) between ${range?.fullFrom ?? 1} and ${range?.fullTo ?? 0}
            and ${filterConditions({ ...f, subscribersMin: 0, subscribersMax: 9e15 })})::int as lower,
          count(*) filter (where subscriber_bucket(subscribers) between ${range?.from ?? 1} and ${range?.to ?? 0}
            and ${filterConditions({ ...f, subscribersMin: 0, subscribersMax: 9e15 })})::int as upper
        from ${channels}`)).rows;
      const want = { lower: Number(row!.lower), upper: Number(row!.upper) };
      const aligned = range === null || (range.from === range.fullFrom && range.to === range.fullTo);
      if (aligned) expect(want).toEqual({ lower: Number(row!.n), upper: Number(row!.n) });
      if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push({ f, got, want });
    }
    expect(wrong).toEqual([]);
  }

  /** Evaluates a match condition on its own. */
  const holds = async (condition: MatchCondition): Promise<boolean> => {
    const values: unknown[] = [];
    const text = condition(values);
    return (await runPrepared<{ m: boolean }>(database.db, planned(`select ${text} as m`), values))[0]!.m;
  };

  const deltaRows = async () => Number((await database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${channelCountDeltas}`)).rows[0]!.n);

  it('maps subscribers to the same bucket in SQL as in TypeScript, at every edge and one either side', async () => {
    const values = [...new Set(SUBSCRIBER_BUCKET_EDGES.flatMap((e) => [e - 1, e, e + 1]))];
    const res = await database.db.execute<{ s: string; b: number }>(
      sql`select s::text as s, subscriber_bucket(s) as b from unnest(${`{${values.join(',')}}`}::bigint[]) s`);
    const sqlBuckets = Object.fromEntries(res.rows.map((r) => [r.s, Number(r.b)]));
    expect(sqlBuckets).toEqual(Object.fromEntries(values.map((v) => [String(v), subscriberBucket(v)])));
  });

  it('counts the seeded channels exactly (inserted through the triggers)', async () => {
    expect(await deltaRows()).toBeGreaterThan(0);
    await expectCountsExact();
  });

  it('stays exact after a multi-row insert with missing, empty and mixed-case attributes', async () => {
    await database.db.insert(channels).values([
      { subscribers: 0, categoryId: null, mainLanguage: null, collaborationStatus: null },
      { subscribers: 100, categoryId: category, mainLanguage: '', collaborationStatus: 1 },
      { subscribers: 150, categoryId: category, mainLanguage: language.toLowerCase(), collaborationStatus: 3 },
      { subscribers: 1_000_000, categoryId: null, mainLanguage: language.toUpperCase(), collaborationStatus: 3 },
      { subscribers: 7_777, categoryId: other, mainLanguage: 'Klingon', collaborationStatus: null },
      { subscribers: 6e15, categoryId: category, mainLanguage: 'klingon', collaborationStatus: 1, lastUploadAt: new Date() },
      { subscribers: 300, categoryId: category, mainLanguage: language, collaborationStatus: 1, lastUploadAt: new Date(Date.now() - 2 * 86_400_000) },
      { subscribers: 300, categoryId: category, mainLanguage: language, collaborationStatus: 1, lastUploadAt: new Date(Date.now() - 45 * 86_400_000) },
    ].map((c, i) => ({ ...c, youtubeId: `UCcounts-${i}`, name: `Counts ${i}`, thumbnail: '/api/avatars/c.svg' })));
    await expectCountsExact();
  });

  it('stays exact after updates of subscribers, category, language and status, to and from NULL', async () => {
    const id = (i: number) => sql`youtube_id = ${`UCcounts-${i}`}`;
    await database.db.execute(sql`update ${channels} set subscribers = 25000, category_id = ${category}, main_language = 'klingon', collaboration_status = 1 where ${id(0)}`);
    await database.db.execute(sql`update ${channels} set category_id = null, main_language = null, collaboration_status = null where ${id(2)}`);
    await database.db.execute(sql`update ${channels} set main_language = 'KLINGON', subscribers = 30001 where ${id(1)}`);
    await database.db.execute(sql`update ${channels} set collaboration_status = case when collaboration_status = 1 then 3 else 1 end
      where id in (select id from ${channels} where category_id = ${category} order by id limit 20)`);
    await database.db.execute(sql`update ${channels} set subscribers = subscribers * 3 where id % 7 = 0`);
    // Uploads into and out of the window, and gone.
    await database.db.execute(sql`update ${channels} set last_upload_at = now() - interval '40 days' where id % 3 = 0 and id % 60 < 10`);
    await database.db.execute(sql`update ${channels} set last_upload_at = now(), subscribers = subscribers + 1 where id % 5 = 1`);
    await database.db.execute(sql`update ${channels} set last_upload_at = null where id % 60 = 3`);
    await expectCountsExact();
  });

  it('writes no delta for an update that changes no key (same bucket, same lower-cased language)', async () => {
    const before = await deltaRows();
    await database.db.execute(sql`update ${channels} set views = views + 1, main_language = upper(main_language)`);
    await database.db.execute(sql`update ${channels} set subscribers = 149 where subscribers = 150`);
    expect(await deltaRows()).toBe(before);
    await expectCountsExact();
  });

  it('stays exact after deletes', async () => {
    await database.db.execute(sql`delete from ${channels} where youtube_id in ('UCcounts-3', 'UCcounts-5') or (id % 11 = 0 and owner_user_id is null)`);
    await expectCountsExact();
  });

  it('folds every delta into channel_counts in one statement; the counts stay exact, a second fold moves nothing', async () => {
    const pending = await deltaRows();
    expect(await counts.fold()).toBe(pending);
    expect(await deltaRows()).toBe(0);
    await expectCountsExact();
    expect(await counts.fold()).toBe(0);
    await database.db.insert(channels).values({ youtubeId: 'UCcounts-after-fold', name: 'After fold', thumbnail: '/a.svg', subscribers: 300, categoryId: category });
    await expectCountsExact();
  });

  it('recounts from channels as the migration fills them (channel_counts_rebuild)', async () => {
    await database.exec('SELECT channel_counts_rebuild();');
    expect(await deltaRows()).toBe(0);
    await expectCountsExact();
  });

  it('does not serve an activity window other than the flagged one (it moves with time alone)', async () => {
    expect(await counts.count({ subscribersMin: 100, subscribersMax: 1_000_000, activeWithinDays: 60 })).toBeNull();
    expect(counts.matchCondition({ subscribersMin: 100, subscribersMax: 1_000_000, activeWithinDays: 60 })).toBeNull();
    expect(await counts.count({ subscribersMin: 100, subscribersMax: 1_000_000, activeWithinDays: RECENT_ACTIVITY_DAYS })).not.toBeNull();
  });

  it('gives "some channel matches" as a condition exactly when the bounds are bucket edges, true as often as a match exists', async () => {
    const wrong: unknown[] = [];
    let decided = 0;
    let none = 0;
    for (const f of filters()) {
      const condition = counts.matchCondition(f);
      const range = bucketRange(f.subscribersMin, f.subscribersMax);
      const aligned = range === null || (range.from === range.fullFrom && range.to === range.fullTo);
      if (!aligned) {
        if (condition !== null) wrong.push({ f, condition: 'given for cut buckets' });
        continue;
      }
      if (condition === null) {
        wrong.push({ f, condition: null });
        continue;
      }
      const got = await holds(condition);
      const want = Number((await database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${channels} where ${filterConditions(f)}`)).rows[0]!.n) > 0;
      decided++;
      if (!want) none++;
      if (got !== want) wrong.push({ f, got, want });
    }
    expect(wrong).toEqual([]);
    // Both answers occur: filters that match and filters that match nothing (a category or language nobody has).
    expect(decided - none).toBeGreaterThan(10);
    expect(none).toBeGreaterThan(10);
  });

  describe('discovery totals from the counts', () => {
    const spied = () => {
      const repo = new ChannelRepository(database.db);
      const calls = {
        countUpTo: jest.spyOn(repo, 'countUpTo'), countAll: jest.spyOn(repo, 'countAll'),
        estimateCount: jest.spyOn(repo, 'estimateCount'), page: jest.spyOn(repo, 'page'),
      };
      return { repo, calls };
    };
    const matching = async (f: ChannelFilterQuery) =>
      Number((await database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${channels} where ${filterConditions(f)}`)).rows[0]!.n);

    it('answers a page past the end of a large filter on bucket edges from the counts alone, exactly', async () => {
      const { repo, calls } = spied();
      const s = new ChannelService(repo, { exactCountLimit: 50, counts });
      const expected = await matching({ subscribersMin: 100, subscribersMax: 1_000_000 });
      expect(expected).toBeGreaterThan(50);
      for (const fresh of [false, true]) {
        const body = await s.loadFiltered({ filter: {}, sort: 'most_recent', page: Math.ceil(expected / 5) + 3, limit: 5, fresh });
        expect(body).toEqual({ channels: [], totalCount: expected, totalCountExact: true });
      }
      for (const call of Object.values(calls)) expect(call).not.toHaveBeenCalled();
      // A first page reads its rows, and its total is still exact without a count of them.
      const first = await s.loadFiltered({ filter: {}, sort: 'subscriber_count', page: 0, limit: 5, fresh: true });
      expect(first).toMatchObject({ totalCount: expected, totalCountExact: true });
      expect(first.channels).toHaveLength(5);
      expect(calls.page).toHaveBeenCalledTimes(1);
      expect(calls.countUpTo).not.toHaveBeenCalled();
    });

    it('takes the caller\'s own channel off an exact total from the counts when it matches', async () => {
      const s = new ChannelService(new ChannelRepository(database.db), { exactCountLimit: 50, counts });
      const expected = await matching({ subscribersMin: 100, subscribersMax: 1_000_000 });
      const own = await database.db.execute<{ id: number }>(sql`select id from ${channels} where subscribers between 100 and 1000000 limit 1`);
      const body = await s.loadFiltered({ filter: {}, sort: 'relevance', page: 0, limit: 5, excludeId: Number(own.rows[0]!.id) });
      expect(body).toMatchObject({ totalCount: expected - 1, totalCountExact: true });
    });

    it('says "about" for a large filter with a bound between edges, within the counts\' bounds', async () => {
      const { repo, calls } = spied();
      const s = new ChannelService(repo, { exactCountLimit: 50, counts });
      const f = { subscribersMin: 150, subscribersMax: 1_000_000 };
      const bounds = (await counts.count(f))!;
      expect(bounds.lower).toBeGreaterThan(50);
      expect(bounds.lower).toBeLessThan(bounds.upper);
      const body = await s.loadFiltered({ filter: { subscribers_min: 150 }, sort: 'subscriber_count', page: 0, limit: 5, fresh: true });
      expect(body.totalCountExact).toBe(false);
      expect(body.totalCount).toBe(Math.round((bounds.lower + bounds.upper) / 2));
      expect(calls.countUpTo).not.toHaveBeenCalled();
      expect(calls.estimateCount).not.toHaveBeenCalled();
      // A small one is still counted exactly (the walk stops after the limit).
      const small = await s.loadFiltered({ filter: { subscribers_min: 150, subscribers_max: 1_999 }, sort: 'subscriber_count', page: 0, limit: 5, fresh: true });
      expect(small).toMatchObject({ totalCount: await matching({ subscribersMin: 150, subscribersMax: 1_999 }), totalCountExact: true });
      expect(calls.countUpTo).toHaveBeenCalled();
    });

    it('asks no fit listing for a filter the counts say nothing matches, or has the listing carry that check', async () => {
      const { repo, calls } = spied();
      const rank = jest.fn(async (..._args: unknown[]) => ({ ids: [], total: 0, exact: true, fits: new Map<number, never>() }));
      const s = new ChannelService(repo, { fit: { rank }, counts });
      const input = { sort: 'relevance' as const, page: 0, limit: 5, excludeId: 1 };
      const nobody = async (filter: { subscribers_min: number; subscribers_max: number }) =>
        expect(await s.loadFiltered({ ...input, filter })).toEqual({ channels: [], totalCount: 0, totalCountExact: true });
      // Bounds that cut buckets: the counts are read first, and a 0 there asks no listing at all.
      await nobody({ subscribers_min: 2_000_000_001, subscribers_max: 4_999_999_999 });
      expect(rank).not.toHaveBeenCalled();
      // Bounds on edges: the counts are exact, and the listing's own statement carries "some channel matches", which
      // is false here (nobody has that many subscribers).
      await nobody({ subscribers_min: 2_000_000_000, subscribers_max: 5_000_000_000 });
      expect(rank).toHaveBeenCalledTimes(1);
      expect(await holds(rank.mock.calls[0]![5] as MatchCondition)).toBe(false);
      // A filter that matches: the check carried is true. The default bounds narrow nothing: no check.
      await s.loadFiltered({ ...input, filter: { subscribers_min: 0, subscribers_max: 10_000_000 } });
      expect(await holds(rank.mock.calls[1]![5] as MatchCondition)).toBe(true);
      await s.loadFiltered({ ...input, filter: {} });
      expect(rank).toHaveBeenCalledTimes(3);
      expect(rank.mock.calls[2]![5]).toBeUndefined();
      expect(calls.countUpTo).not.toHaveBeenCalled();
    });
  });

  // Last: it empties this suite's database.
  it('starts again from nothing after TRUNCATE (which fires no row triggers)', async () => {
    await database.exec('TRUNCATE channels CASCADE;');
    expect(await counts.count({ subscribersMin: 0, subscribersMax: 9e15 })).toEqual({ lower: 0, upper: 0 });
    await database.db.insert(channels).values({ youtubeId: 'UCcounts-truncated', name: 'Again', thumbnail: '/a.svg', subscribers: 500, categoryId: category });
    await expectCountsExact();
    expect(await counts.count({ subscribersMin: 0, subscribersMax: 9e15 })).toEqual({ lower: 1, upper: 1 });
  });
});
