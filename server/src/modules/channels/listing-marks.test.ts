// Listing marks: a deep page started from the nearest mark is the page an offset gives, for every marked listing
// and sort; other filters never look a mark up; a channel added since the last rebuild shifts pages by at most
// that one row, and the next rebuild puts them back.
import { sql } from 'drizzle-orm';
import { SORT_OPTIONS, SUBSCRIBER_BOUND_MAX, SUBSCRIBERS_MAX_DEFAULT, SUBSCRIBERS_MIN_DEFAULT, type ChannelFilter, type SortOption } from 'shared-api';
import type { Database } from '../../db/client';
import { channels, listingCounts, listingMarks } from '../../db/schema';
import { seedChannels } from '../../db/seed/seed';
import { backends } from '../../../test-support/test-app';
import { openBackendDatabase, type BackendDatabase } from '../../../test-support/backend-database';
import { ListingMarksRepository, markedListing, subscriberOrderListing, type ListingMarkSource } from './listing-marks';
import type { Anchor } from './page-anchors';
import { ChannelRepository } from './repository';
import { ChannelService, resolveFilter } from './service';

const defaults = { subscribersMin: SUBSCRIBERS_MIN_DEFAULT, subscribersMax: SUBSCRIBERS_MAX_DEFAULT };

describe('markedListing (which filters have marks)', () => {
  it('names the listing of no filter or one or two of category, language, status with the default bounds', () => {
    expect(markedListing(defaults)).toBe('');
    expect(markedListing({ ...defaults, categoryId: 20 })).toBe('category:20');
    expect(markedListing({ ...defaults, language: 'Español' })).toBe('language:español');
    expect(markedListing({ ...defaults, status: 2 })).toBe('status:2');
    // A pair: both parts, always in the order category, language, status.
    expect(markedListing({ ...defaults, categoryId: 20, language: 'English' })).toBe('category:20|language:english');
    expect(markedListing({ ...defaults, status: 1, categoryId: 20 })).toBe('category:20|status:1');
    expect(markedListing({ ...defaults, status: 1, language: 'Español' })).toBe('language:español|status:1');
    // The 30-day activity window, alone or with one of them.
    expect(markedListing({ ...defaults, activeWithinDays: 30 })).toBe('active');
    expect(markedListing({ ...defaults, activeWithinDays: 30, language: 'English' })).toBe('active|language:english');
    expect(markedListing({ ...defaults, activeWithinDays: 30, status: 3 })).toBe('active|status:3');
  });

  it('is null for bounds other than the defaults, another activity window, three filters or a left-out channel', () => {
    expect(markedListing({ ...defaults, subscribersMin: 1_000 })).toBeNull();
    expect(markedListing({ ...defaults, subscribersMax: 50_000 })).toBeNull();
    expect(markedListing({ ...defaults, activeWithinDays: 60 })).toBeNull();
    expect(markedListing({ ...defaults, categoryId: 20, language: 'english', status: 1 })).toBeNull();
    expect(markedListing({ ...defaults, categoryId: 20, status: 1, activeWithinDays: 30 })).toBeNull();
    expect(markedListing({ ...defaults, excludeId: 5 })).toBeNull();
  });

  it('serves subscriber order with any bounds (one contiguous band of the listing), not three filters or another window', () => {
    expect(subscriberOrderListing({ subscribersMin: 1_000, subscribersMax: 50_000 })).toBe('');
    expect(subscriberOrderListing({ subscribersMin: 0, subscribersMax: 5_000, categoryId: 20 })).toBe('category:20');
    expect(subscriberOrderListing({ ...defaults, status: 2 })).toBe('status:2');
    expect(subscriberOrderListing({ subscribersMin: 5_000, subscribersMax: 50_000, categoryId: 20, status: 1 })).toBe('category:20|status:1');
    expect(subscriberOrderListing({ ...defaults, categoryId: 20, language: 'english', status: 1 })).toBeNull();
    expect(subscriberOrderListing({ subscribersMin: 0, subscribersMax: 5_000, activeWithinDays: 30, categoryId: 20 })).toBe('active|category:20');
    expect(subscriberOrderListing({ ...defaults, activeWithinDays: 45 })).toBeNull();
    expect(subscriberOrderListing({ ...defaults, activeWithinDays: 30, language: 'english', status: 1 })).toBeNull();
    expect(subscriberOrderListing({ ...defaults, excludeId: 5 })).toBeNull();
  });

  it('takes the filter as resolveFilter gives it (blank bounds are the defaults)', () => {
    expect(markedListing(resolveFilter({ subscribers_min: '', subscribers_max: '', language: 'English' }))).toBe('language:english');
    expect(markedListing(resolveFilter({ subscribers_min: 100, subscribers_max: 1_000_000, category: '20' }))).toBe('category:20');
  });
});

const SPACING = 7;
const LIMIT = 4;

describe.each(backends())('listing marks on %s', (backend) => {
  let database: Database;
  let opened: BackendDatabase | undefined;
  let repo: ChannelRepository;
  let marks: ListingMarksRepository;
  /** Every mark the service was handed, by listing. */
  const handed: Array<{ listing: string; sort: SortOption; offset: number; mark: Anchor | null }> = [];
  let service: ChannelService;
  let filters: ChannelFilter[];

  beforeAll(async () => {
    opened = await openBackendDatabase(backend);
    database = opened.database;
    await seedChannels(database, { channels: 300 });
    // Uploads on half the channels over 50 days: the 30-day window holds about 90 of them.
    await database.db.execute(sql`update channels set last_upload_at = now() - (id % 50) * interval '1 day' - interval '1 hour' where id % 2 = 0`);
    repo = new ChannelRepository(database.db);
    marks = new ListingMarksRepository(database.db);
    const spy: ListingMarkSource = {
      nearest: async (listing, sort, offset) => {
        const mark = await marks.nearest(listing, sort, offset);
        handed.push({ listing, sort, offset, mark });
        return mark;
      },
      nearestWithin: async (listing, filter, offset) => {
        const mark = await marks.nearestWithin(listing, filter, offset);
        handed.push({ listing, sort: 'subscriber_count', offset, mark });
        return mark;
      },
      nearestInBuckets: async (listing, from, to, offset) => {
        const mark = await marks.nearestInBuckets(listing, from, to, offset);
        handed.push({ listing, sort: 'most_recent', offset, mark });
        return mark;
      },
      count: (listing) => marks.count(listing),
    };
    // Every page asks the database; a low exact-count limit so the large-total path reads the marks' count.
    service = new ChannelService(repo, { pageCacheMs: 0, exactCountLimit: 20, marks: spy, markSpacing: SPACING });
    // The most common category, language and status of the seed: one listing of each kind, plus no filter.
    const common = async (column: string) => {
      const rows = await database.db.execute<{ v: string }>(
        sql`select ${sql.raw(column)}::text as v from channels where ${sql.raw(column)} is not null group by 1 order by count(*) desc, 1 limit 1`);
      return rows.rows[0]!.v;
    };
    filters = [
      {},
      { category: await common('category_id') },
      { language: await common('main_language') },
      { collaboration_status: Number(await common('collaboration_status')) },
    ];
    // The pairs of those values: each listing of two filters is marked too.
    const [category, language, status] = filters.slice(1);
    filters.push({ ...category, ...language }, { ...category, ...status }, { ...language, ...status });
    // The activity window alone and with each of them.
    const active = { active_within_days: 30 as const };
    filters.push(active, { ...active, ...category }, { ...active, ...language }, { ...active, ...status });
  }, 120_000);

  afterAll(async () => {
    await service?.idle();
    await opened?.close();
  });

  /** The listing as plain offsets give it, one page at a time (page() without a keyset start). */
  const offsetPage = async (filter: ChannelFilter, sort: SortOption, page: number) =>
    (await repo.page({ ...resolveFilter(filter), sort, offset: page * LIMIT, limit: LIMIT })).cards.map((c) => c.id);
  const servicePage = async (filter: ChannelFilter, sort: SortOption, page: number, fresh = true) =>
    (await service.loadFiltered({ filter, sort, page, limit: LIMIT, fresh })).channels.map((c) => c.id);
  const listingSize = async (filter: ChannelFilter) => repo.countUpTo(resolveFilter(filter), 1_000_000);

  it('builds a mark every SPACING rows of each listing and sort, and each listing\'s row count', async () => {
    const built = await marks.rebuild(SPACING);
    expect(built.marks).toBeGreaterThan(0);
    const pairSizes: number[] = [];
    for (const [i, filter] of filters.entries()) {
      const listing = markedListing(resolveFilter(filter))!;
      const size = await listingSize(filter);
      expect(await marks.count(listing)).toBe(size);
      if (listing.includes('|')) pairSizes.push(size);
      // Subscriber order's marks cover the listing without bounds (which the seed's largest channels are outside of).
      const unbounded = await listingSize({ ...filter, subscribers_min: 0, subscribers_max: SUBSCRIBER_BOUND_MAX });
      if (i < 4) expect(unbounded).toBeGreaterThan(size);
      for (const sort of SORT_OPTIONS) {
        const rows = await database.db.select({ ordinal: listingMarks.ordinal }).from(listingMarks)
          .where(sql`${listingMarks.listing} = ${listing} and ${listingMarks.sort} = ${sort}`);
        const marked = sort === 'relevance' ? size : unbounded;
        expect(rows.map((r) => r.ordinal).sort((a, b) => a - b))
          .toEqual(Array.from({ length: Math.floor(marked / SPACING) }, (_, i) => (i + 1) * SPACING));
      }
    }
    // Some pair is long enough to have several marks, so the pages below start from them.
    expect(Math.max(...pairSizes)).toBeGreaterThan(3 * SPACING);
    const [counts] = await database.db.select({ n: sql<number>`count(*)::int` }).from(listingCounts);
    expect(Number(counts!.n)).toBe(built.listings);
  });

  it('gives every page of each marked listing and sort exactly as offsets do, starting from the nearest mark', async () => {
    await marks.rebuild(SPACING);
    const pageCalls = jest.spyOn(repo, 'page');
    try {
      for (const filter of filters) {
        const pages = Math.ceil((await listingSize(filter)) / LIMIT) + 1;
        for (const sort of SORT_OPTIONS) {
          for (let page = 0; page < pages; page++) {
            handed.length = 0;
            pageCalls.mockClear();
            const expected = await offsetPage(filter, sort, page);
            pageCalls.mockClear();
            expect({ filter, sort, page, ids: await servicePage(filter, sort, page) }).toEqual({ filter, sort, page, ids: expected });
            if (page * LIMIT >= SPACING && expected.length > 0) {
              // Started from a mark: a keyset start and fewer than SPACING rows skipped.
              expect(handed).toHaveLength(1);
              expect(handed[0]!.mark).not.toBeNull();
              const q = pageCalls.mock.calls[0]![0];
              expect(q.after).toEqual(handed[0]!.mark!.after);
              expect(q.offset).toBeLessThan(SPACING);
            }
          }
          // Remembered anchors and marks together (caches on) give the same pages, walked in a random order.
          for (const page of [5, 2, 9, 3, 12, 11, 0, 7].filter((p) => p < pages)) {
            expect(await servicePage(filter, sort, page, false)).toEqual(await offsetPage(filter, sort, page));
          }
        }
      }
    } finally {
      pageCalls.mockRestore();
    }
  });

  it('gives every page of subscriber order and newest first with other bounds as offsets do, from the nearest mark', async () => {
    await marks.rebuild(SPACING);
    const pageCalls = jest.spyOn(repo, 'page');
    const bands: ChannelFilter[] = [
      { subscribers_min: 1_000, subscribers_max: 500_000 },
      { subscribers_max: 20_000 },
      { subscribers_min: 0, subscribers_max: SUBSCRIBER_BOUND_MAX },
      { ...filters[1], subscribers_min: 5_000 },
      { ...filters[3], subscribers_min: 0, subscribers_max: 250_000 },
      { active_within_days: 30, subscribers_min: 1_000, subscribers_max: 500_000 },
    ];
    // Two filters with bounds too: the seed's largest pair listing, its largest channels left out.
    const pairs = filters.slice(4);
    const pairSizes = await Promise.all(pairs.map((f) => listingSize({ ...f, subscribers_max: 500_000 })));
    bands.push({ ...pairs[pairSizes.indexOf(Math.max(...pairSizes))]!, subscribers_max: 500_000 });
    // Newest first knows whole buckets only: bounds between bucket edges (the largest bound) walk their offset.
    const onEdges = (f: ChannelFilter) => f.subscribers_max !== SUBSCRIBER_BOUND_MAX;
    try {
      for (const [filter, sort] of bands.flatMap((f) => [[f, 'subscriber_count'], [f, 'most_recent']] as const)) {
        const pages = Math.ceil((await listingSize(filter)) / LIMIT) + 1;
        expect(pages).toBeGreaterThan(SPACING / LIMIT + 1);
        for (let page = 0; page < pages; page++) {
          handed.length = 0;
          const expected = await offsetPage(filter, sort, page);
          pageCalls.mockClear();
          expect({ filter, sort, page, ids: await servicePage(filter, sort, page) }).toEqual({ filter, sort, page, ids: expected });
          if (sort === 'most_recent' && !onEdges(filter)) expect(handed).toEqual([]);
          else if (page * LIMIT >= SPACING && expected.length > 0) {
            expect(handed).toHaveLength(1);
            expect(handed[0]!.mark).not.toBeNull();
            const q = pageCalls.mock.calls[0]![0];
            expect(q.after).toEqual(handed[0]!.mark!.after);
            expect(q.offset).toBeLessThan(SPACING);
          }
        }
      }
    } finally {
      pageCalls.mockRestore();
    }
  });

  it('takes a large marked listing\'s "about" total from the marks\' row count, without the exact check', async () => {
    await marks.rebuild(SPACING);
    const size = await listingSize({});
    const counts = jest.spyOn(repo, 'countUpTo');
    try {
      const answer = await service.loadFiltered({ filter: {}, sort: 'subscriber_count', page: 3, limit: LIMIT, fresh: true });
      expect({ total: answer.totalCount, exact: answer.totalCountExact }).toEqual({ total: size, exact: false });
      // At least twice the exact-count limit (20) when built: no walk of 21 entries to tell.
      expect(counts).not.toHaveBeenCalled();
      await service.loadFiltered({ filter: { subscribers_min: 101 }, sort: 'subscriber_count', page: 3, limit: LIMIT, fresh: true });
      expect(counts).toHaveBeenCalledTimes(1);
    } finally {
      counts.mockRestore();
    }
  });

  it('never looks a mark up for a filter without marks', async () => {
    await marks.rebuild(SPACING);
    const unmarked: Array<[ChannelFilter, readonly SortOption[]]> = [
      [{ ...filters[1], ...filters[2], ...filters[3] }, SORT_OPTIONS],
      [{ subscribers_min: 1_000 }, ['relevance']],
      [{ subscribers_min: 1_234 }, ['relevance', 'most_recent']],
      [{ active_within_days: 30, ...filters[1], ...filters[3] }, SORT_OPTIONS],
      [{ active_within_days: 30, subscribers_min: 1_000 }, ['relevance']],
    ];
    for (const [filter, sorts] of unmarked) {
      const pages = Math.ceil((await listingSize(filter)) / LIMIT) + 1;
      for (const sort of sorts) {
        for (let page = 0; page < Math.min(pages, 15); page++) {
          handed.length = 0;
          expect(await servicePage(filter, sort, page)).toEqual(await offsetPage(filter, sort, page));
          expect(handed).toEqual([]);
        }
      }
    }
  });

  it('shifts pages by at most the rows added since the last rebuild, and the rebuild puts them back', async () => {
    await marks.rebuild(SPACING);
    const [category, language, status] = [filters[1]!.category, filters[2]!.language, filters[3]!.collaboration_status];
    // In every marked listing, high in each sort (many subscribers, newest, complete profile, uploaded today).
    await database.db.insert(channels).values({
      youtubeId: 'UCmarks-added', name: 'Marks Added', thumbnail: '/api/avatars/m.svg', subscribers: 900_000,
      categoryId: Number(category), mainLanguage: String(language), collaborationStatus: Number(status), about: 'Added after the marks',
      lastUploadAt: new Date(),
    });
    for (const filter of filters) {
      const size = await listingSize(filter);
      const truth = (await repo.page({ ...resolveFilter(filter), sort: 'relevance', offset: 0, limit: size })).cards.map((c) => c.id);
      for (const sort of SORT_OPTIONS) {
        const all = sort === 'relevance' ? truth
          : (await repo.page({ ...resolveFilter(filter), sort, offset: 0, limit: size })).cards.map((c) => c.id);
        for (let page = 0; page * LIMIT < size; page++) {
          const ids = await servicePage(filter, sort, page);
          const at = page * LIMIT;
          // One row added: the page is the true page or the one a row further (its mark now stands one row later).
          expect([all.slice(at, at + LIMIT), all.slice(at + 1, at + 1 + LIMIT)]).toContainEqual(ids);
          if (at + 1 + LIMIT <= size) expect(ids).toHaveLength(LIMIT);
        }
      }
    }
    await marks.rebuild(SPACING);
    for (const filter of filters) {
      const pages = Math.ceil((await listingSize(filter)) / LIMIT);
      for (const sort of SORT_OPTIONS) {
        for (let page = 0; page < pages; page++) {
          expect(await servicePage(filter, sort, page)).toEqual(await offsetPage(filter, sort, page));
        }
      }
    }
  });
});
