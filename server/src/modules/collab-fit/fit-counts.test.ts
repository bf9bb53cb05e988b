// The fit sort's length from channel_fit_counts (0290) against the listing itself: on a random catalogue, for
// members of every kind and random filters (subscriber bounds on and off the size steps' edges, category, language,
// status, activity), a page past the end must give the length and the "cut" flag that ranking the candidates gives,
// before and after channels change (with the deltas unfolded and folded), and the kept counts must equal a recount.
import { eq, inArray, sql } from 'drizzle-orm';
import { sizeBucketOf } from 'shared-api/collab-fit-rules';
import type { FitFeatures } from 'shared-api';
import { openBackendDatabase, type BackendDatabase } from '../../../test-support/backend-database';
import { backends } from '../../../test-support/test-app';
import type { Database } from '../../db/client';
import { channels } from '../../db/schema';
import { random } from '../../bench/seeded-random';
import type { ResolvedFilter } from '../channels/service';
import { ANY_FIT_CATEGORY, ANY_FIT_LANGUAGE, FitCountsRepository, stepTerms, wholeStep } from './fit-counts';
import { CANDIDATES_MAX, CollabFitRepository } from './repository';

const NOW = new Date();
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);
const member = (over: Partial<FitFeatures> = {}): FitFeatures => ({
  channelId: 1, categoryId: 8, language: 'spanish', sizeBucket: 8, status: 1, topicIds: [], formats: [],
  verified: false, lastUploadAt: null, answeredShare: null, medianReplyHours: null, ...over,
});
const wide: ResolvedFilter = { subscribersMin: 0, subscribersMax: 10_000_000 };

describe('a step as keys of the counts', () => {
  it('reads the member\'s category and language as one key, "another language" and "another category" as two', () => {
    const m = member();
    expect(stepTerms('categoryLanguage', m, wide, true)).toEqual([{ categoryId: 8, lang: 'spanish', sign: 1 }]);
    expect(stepTerms('category', m, wide, true)).toEqual([
      { categoryId: 8, lang: ANY_FIT_LANGUAGE, sign: 1 }, { categoryId: 8, lang: 'spanish', sign: -1 }]);
    expect(stepTerms('language', m, wide, true)).toEqual([
      { categoryId: ANY_FIT_CATEGORY, lang: 'spanish', sign: 1 }, { categoryId: 8, lang: 'spanish', sign: -1 }]);
    // Without the category-and-language branch (a member without a language), the category branch is every language.
    expect(stepTerms('category', member({ language: null }), wide, false)).toEqual([{ categoryId: 8, lang: ANY_FIT_LANGUAGE, sign: 1 }]);
  });

  it('narrows to the filter\'s category or language, and tells a contradiction (nothing) from a key it lacks (count)', () => {
    const m = member();
    // The language branch alone under a filter on another category: that category in the member's language.
    expect(stepTerms('language', m, { ...wide, categoryId: 5 }, false)).toEqual([{ categoryId: 5, lang: 'spanish', sign: 1 }]);
    expect(stepTerms('category', member({ language: null }), { ...wide, language: 'English' }, false))
      .toEqual([{ categoryId: 8, lang: 'english', sign: 1 }]);
    expect(stepTerms('categoryLanguage', m, { ...wide, language: 'German' }, true)).toEqual([]);
    expect(stepTerms('category', m, { ...wide, language: 'Spanish' }, true)).toEqual([]);
    // '' is the counts' ANY: a member whose language is empty is counted from the indexes.
    expect(stepTerms('categoryLanguage', member({ language: '' }), wide, true)).toBeNull();
    expect(stepTerms('category', member({ language: '' }), wide, true)).toBeNull();
  });

  it('takes a step whole only when the bounds hold every subscriber count of it', () => {
    // Step 8 is 9,999-31,621 subscribers, step 9 from 31,622.
    expect([sizeBucketOf(9_998), sizeBucketOf(9_999), sizeBucketOf(31_621), sizeBucketOf(31_622)]).toEqual([7, 8, 8, 9]);
    expect(wholeStep(8, { subscribersMin: 9_999, subscribersMax: 31_621 })).toBe(true);
    expect(wholeStep(8, { subscribersMin: 10_000, subscribersMax: 31_621 })).toBe(false);
    expect(wholeStep(8, { subscribersMin: 9_999, subscribersMax: 31_620 })).toBe(false);
    expect(wholeStep(0, { subscribersMin: 0, subscribersMax: 2 })).toBe(true);
    expect(wholeStep(9, { subscribersMin: 0, subscribersMax: 31_622 })).toBe(false);
  });
});

// Bounds on both sides of the size steps' edges (10^(k/2) - 1) and on the filter's own steps.
const BOUNDS = [0, 2, 3, 9, 30, 31, 99, 100, 315, 316, 999, 1_000, 3_161, 3_162, 9_999, 10_000, 31_621, 31_622, 50_000,
  99_999, 100_000, 316_226, 316_227, 999_999, 1_000_000, 10_000_000];
const CATEGORIES = [8, 10, 5, null];
const LANGUAGES = ['Spanish', 'English', 'spanish', '', null];

function catalogue(n: number, rng: () => number) {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
  return Array.from({ length: n }, (_, i) => {
    const upload = rng();
    return {
      youtubeId: `UCcount${i}`, name: `Count ${i}`, thumbnail: '/x.svg',
      // Most near 10-100 K (one member's window), some anywhere from 0 to 10 M.
      subscribers: Math.floor(rng() < 0.7 ? 10 ** (3.5 + 2 * rng()) : 10 ** (7 * rng()) - 1),
      categoryId: pick(CATEGORIES), mainLanguage: pick(LANGUAGES), collaborationStatus: pick([1, 2, 3, null]),
      lastUploadAt: upload < 0.4 ? daysAgo(rng() * 25) : upload < 0.7 ? daysAgo(40 + rng() * 50) : null,
    };
  });
}

function randomFilter(rng: () => number, m: FitFeatures): ResolvedFilter {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
  const min = rng() < 0.5 ? pick(BOUNDS) : 0;
  const max = rng() < 0.5 ? pick(BOUNDS.filter((b) => b >= min)) : 10_000_000;
  const f: ResolvedFilter = { subscribersMin: min, subscribersMax: max };
  if (rng() < 0.3) f.categoryId = rng() < 0.6 && m.categoryId !== null ? m.categoryId : pick([8, 10, 5]);
  if (rng() < 0.3) f.language = rng() < 0.6 && m.language ? m.language : pick(['Spanish', 'English']);
  if (rng() < 0.3) f.status = pick([1, 2]);
  if (rng() < 0.3) f.activeWithinDays = rng() < 0.8 ? 30 : 7;
  return f;
}

describe.each(backends())('the fit sort\'s counts on %s', (backend) => {
  let opened: BackendDatabase;
  let database: Database;
  let repo: CollabFitRepository;
  let ids: number[];
  const rng = random(7);

  beforeAll(async () => {
    opened = await openBackendDatabase(backend);
    database = opened.database;
    repo = new CollabFitRepository(database.db);
    const rows = await database.db.insert(channels).values(catalogue(700, rng)).returning({ id: channels.id });
    ids = rows.map((r) => r.id);
  }, 120_000);
  afterAll(() => opened?.close());

  /** Every member of the catalogue's first `members` channels, each with `perMember` random filters: count == listing. */
  async function expectCountsMatchListing(members: number, perMember: number): Promise<{ fromCounts: number; compared: number }> {
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = jest.spyOn(client, 'query');
    let fromCounts = 0;
    let compared = 0;
    try {
      for (const m of await repo.features(ids.slice(0, members))) {
        for (let i = 0; i < perMember; i += 1) {
          const f = i === 0 ? wide : randomFilter(rng, m);
          const listed = await repo.rank(m, f, 0, CANDIDATES_MAX, NOW);
          query.mockClear();
          const past = await repo.rank(m, f, CANDIDATES_MAX, 45, NOW);
          expect({ member: m, filter: f, ...past }).toEqual({ member: m, filter: f, ids: [], scores: [], total: listed.total, capped: listed.capped });
          expect(listed.total).toBe(listed.ids.length);
          if (query.mock.calls.some((c) => JSON.stringify(c[0]).includes('channel_fit_counts'))) fromCounts += 1;
          compared += 1;
        }
      }
    } finally {
      query.mockRestore();
    }
    return { fromCounts, compared };
  }

  it('gives the length of the listing for every kind of member and filter, most from the counts', async () => {
    const { fromCounts, compared } = await expectCountsMatchListing(40, 12);
    expect(compared).toBe(480);
    // Counted from the indexes: a window of 7 days, members without a category and language or with an empty one.
    expect(fromCounts).toBeGreaterThan(compared / 2);
  }, 120_000);

  it('stays exact as channels change, move and leave, before and after the fold, and equals a recount', async () => {
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
    for (const id of ids.slice(10, 200)) {
      await database.db.update(channels).set({
        ...(rng() < 0.5 ? { categoryId: pick(CATEGORIES) } : {}),
        ...(rng() < 0.5 ? { mainLanguage: pick(LANGUAGES) } : {}),
        ...(rng() < 0.5 ? { collaborationStatus: pick([1, 2, 3, null]) } : {}),
        subscribers: rng() < 0.5 ? Math.floor(10 ** (3.5 + 2 * rng())) : sql`${channels.subscribers}`,
        ...(rng() < 0.3 ? { lastUploadAt: rng() < 0.5 ? daysAgo(1) : daysAgo(80) } : {}),
      }).where(eq(channels.id, id));
    }
    await database.db.delete(channels).where(inArray(channels.id, ids.slice(200, 230)));
    // One statement changing many rows at once (the triggers see them together).
    await database.db.update(channels).set({ subscribers: sql`${channels.subscribers} * 3` }).where(inArray(channels.id, ids.slice(230, 300)));
    ids = ids.filter((id) => id < ids[200]! || id >= ids[230]!);
    const deltas = async () => Number((await database.db.execute<{ n: number }>(sql`select count(*)::int as n from channel_fit_count_deltas`)).rows[0]!.n);
    expect(await deltas()).toBeGreaterThan(0);
    await expectCountsMatchListing(15, 8);

    expect(await new FitCountsRepository(database.db).fold()).toBeGreaterThan(0);
    expect(await deltas()).toBe(0);
    await expectCountsMatchListing(15, 8);

    const kept = async () => (await database.db.execute<{ k: string; n: string }>(sql`
      select concat_ws('|', category_id, lang, size_bucket, status, active) as k, sum(n)::text as n
        from (select * from channel_fit_counts union all select * from channel_fit_count_deltas) c
       group by 1 having sum(n) <> 0 order by 1`)).rows;
    const before = await kept();
    await database.db.execute(sql`select channel_fit_counts_rebuild()`);
    expect(await kept()).toEqual(before);
    expect(before.length).toBeGreaterThan(50);
  }, 120_000);
});
