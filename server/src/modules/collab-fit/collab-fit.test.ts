// The collab-fit score on a fixture of 12 channels whose scores were worked out by hand (docs/discovery.md has
// the rules): the exact order, components that add up to the score, symmetry, Not Actively Seeking never listed,
// and the same answer on PGlite and PostgreSQL (each backend is held to the same expected list).
import { eq, sql } from 'drizzle-orm';
import { sizeBucketOf } from 'shared-api/collab-fit-rules';
import { collabFit, topFitChips, type CollabFitResponse, type LoadFilteredChannelsResponse, type Notification, type SavedSearch } from 'shared-api';
import { channelCollaboration, channelFit, channels, channelTags } from '../../db/schema';
import { backends, createTestApp, type TestContext } from '../../../test-support/test-app';
import { validatedUser, type TestMember } from '../../../test-support/users';
import { ChannelRepository } from '../channels/repository';
import { ChannelService } from '../channels/service';
import { branchWindows, CANDIDATE_LIMITS, CANDIDATES_MAX, candidateSteps, CollabFitRepository } from './repository';
import { CollabFitService } from './service';

// Now (the API answers at the real time): every age below is counted back from it.
const NOW = new Date();
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);
const BOTH_FORMATS = ['GUEST_APPEARANCE', 'JOINT_CONTENT_CREATION'];

interface FixtureChannel {
  key: string;
  category: number | null;
  language: string | null;
  subscribers: number;
  status: number | null;
  tags: number[];
  formats: string[];
  /** Days since the last upload of a verified channel; null: not verified. */
  uploadedDaysAgo: number | null;
  /** [answered share, median hours]; null: no requests yet. */
  responsiveness: [number, number | null] | null;
}

const GAMING = 8;
const MUSIC = 10;
const SPORTS = 5;

const MEMBER: FixtureChannel = {
  key: 'member', category: GAMING, language: 'Spanish', subscribers: 20_000, status: 1, tags: [1, 2, 3],
  formats: BOTH_FORMATS, uploadedDaysAgo: 10, responsiveness: [1, 5],
};

// Hand-computed scores against MEMBER (topics + language + size + status + formats + activity + responsiveness).
const PARTNERS: Array<FixtureChannel & { expected: number | null }> = [
  // 25 + 15 + 20 + 10 + 10 + 10 + 10
  { key: 'A', category: GAMING, language: 'Spanish', subscribers: 10_000, status: 1, tags: [1, 2, 3], formats: BOTH_FORMATS, uploadedDaysAgo: 5, responsiveness: [1, 12], expected: 100 },
  // as A but Invite Only: status min(10, 5)
  { key: 'B', category: GAMING, language: 'Spanish', subscribers: 10_000, status: 2, tags: [1, 2, 3], formats: BOTH_FORMATS, uploadedDaysAgo: 5, responsiveness: [1, 12], expected: 95 },
  // as A but Not Actively Seeking: never listed
  { key: 'C', category: GAMING, language: 'Spanish', subscribers: 10_000, status: 3, tags: [1, 2, 3], formats: BOTH_FORMATS, uploadedDaysAgo: 5, responsiveness: [1, 12], expected: null },
  // 15 + 15 + 20 + 10 + 6 + min(10, 3) + min(10, 5)
  { key: 'D', category: GAMING, language: 'Spanish', subscribers: 30_000, status: 1, tags: [1], formats: ['GUEST_APPEARANCE'], uploadedDaysAgo: null, responsiveness: null, expected: 74 },
  // 20 + 0 + 14 + 10 + 0 + 5 + 7
  { key: 'E', category: GAMING, language: 'English', subscribers: 50_000, status: 1, tags: [2, 3], formats: [], uploadedDaysAgo: 60, responsiveness: [0.9, 48], expected: 56 },
  // 10 + 15 + 20 + 10 + 10 + 0 + 4
  { key: 'F', category: MUSIC, language: 'Spanish', subscribers: 20_000, status: 1, tags: [1, 2], formats: BOTH_FORMATS, uploadedDaysAgo: 100, responsiveness: [0.6, 100], expected: 69 },
  // 0 + 15 + 20 + 3 + 0 + 3 + 5: the same score as J, after it (J is Open)
  { key: 'G', category: MUSIC, language: 'Spanish', subscribers: 15_000, status: null, tags: [], formats: [], uploadedDaysAgo: null, responsiveness: null, expected: 46 },
  // 25 + 15 + 0 (4 steps) + 10 + 10 + 10 + 10
  { key: 'H', category: GAMING, language: 'Spanish', subscribers: 1_000_000, status: 1, tags: [1, 2, 3, 4], formats: [...BOTH_FORMATS, 'PAID_PROMOTION'], uploadedDaysAgo: 1, responsiveness: [1, 2], expected: 80 },
  // 15 + 15 + 8 + 5 + 6 + 10 + 0
  { key: 'I', category: GAMING, language: 'Spanish', subscribers: 3_000, status: 2, tags: [3], formats: ['JOINT_CONTENT_CREATION'], uploadedDaysAgo: 20, responsiveness: [0.3, 200], expected: 59 },
  // 10 + 15 + 3 + 10 + 0 + 3 + 5
  { key: 'J', category: GAMING, language: 'Spanish', subscribers: 800, status: 1, tags: [], formats: [], uploadedDaysAgo: null, responsiveness: null, expected: 46 },
  { key: 'K', category: SPORTS, language: 'Spanish', subscribers: 200_000, status: 3, tags: [1], formats: [], uploadedDaysAgo: 3, responsiveness: null, expected: null },
  // as A with more subscribers: the same 100, before A
  { key: 'L', category: GAMING, language: 'Spanish', subscribers: 12_000, status: 1, tags: [1, 2, 3], formats: BOTH_FORMATS, uploadedDaysAgo: 5, responsiveness: [1, 12], expected: 100 },
];

const EXPECTED_ORDER = ['L', 'A', 'B', 'H', 'D', 'F', 'I', 'E', 'J', 'G'];

describe('candidate steps', () => {
  const member = {
    channelId: 1, categoryId: GAMING, language: 'spanish', sizeBucket: 8, status: 1, topicIds: [], formats: [],
    verified: false, lastUploadAt: null, answeredShare: null, medianReplyHours: null,
  };
  const wide = { subscribersMin: 0, subscribersMax: 100_000_000 };

  it('reads each kind one size step at a time, nearest sizes first, each bounded by its distance', () => {
    const steps = candidateSteps(member, branchWindows(member, wide));
    const distance = steps.map((s) => Math.abs(s.sizeBucket - 8));
    expect(distance).toEqual([...distance].sort((a, b) => a - b));
    expect(steps.filter((s) => s.kind === 'categoryLanguage').map((s) => s.sizeBucket).sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(steps.filter((s) => s.kind !== 'categoryLanguage').map((s) => s.sizeBucket).sort((a, b) => a - b)).toEqual([7, 7, 8, 8, 9, 9]);
    for (const s of steps) expect(s.limit).toBe(CANDIDATE_LIMITS[s.kind][Math.abs(s.sizeBucket - 8)]);
    // The member's own size gives the most; the whole listing is the sum of the steps.
    expect(steps[0]).toEqual({ kind: 'categoryLanguage', sizeBucket: 8, limit: 500 });
    expect(steps.reduce((sum, s) => sum + s.limit, 0)).toBe(CANDIDATES_MAX);
    expect(CANDIDATES_MAX).toBe(2_830);
  });

  it('keeps only the steps inside the filter\'s subscriber bounds', () => {
    // 1,000-30,000 subscribers: size buckets 6-8 (sizeBucketOf).
    const steps = candidateSteps(member, branchWindows(member, { subscribersMin: 1_000, subscribersMax: 30_000 }));
    expect(new Set(steps.map((s) => s.sizeBucket))).toEqual(new Set([6, 7, 8]));
    // Padded (the count's prepared statement): the same 15 steps whatever the bounds, those outside them empty.
    const padded = candidateSteps(member, branchWindows(member, { subscribersMin: 1_000, subscribersMax: 30_000 }), { padded: true });
    expect(padded).toHaveLength(15);
    expect(padded.filter((s) => s.limit > 0)).toEqual(steps);
    expect(candidateSteps(member, branchWindows(member, wide), { padded: true })).toEqual(candidateSteps(member, branchWindows(member, wide)));
    expect(candidateSteps(member, branchWindows(member, { subscribersMin: 0, subscribersMax: 10 }))).toEqual([]);
  });

  it('drops the category branch under a filter on the member\'s language, and the language branch under one on its category', () => {
    // Those branches hold the other languages (categories) only: walking them under such a filter finds nothing.
    expect(new Set(candidateSteps(member, branchWindows(member, { ...wide, language: 'Spanish' })).map((s) => s.kind))).toEqual(new Set(['categoryLanguage', 'language']));
    expect(new Set(candidateSteps(member, branchWindows(member, { ...wide, categoryId: GAMING })).map((s) => s.kind))).toEqual(new Set(['categoryLanguage', 'category']));
    // A member without a language: the category branch is every language, nothing split off.
    const noLanguage = { ...member, language: null };
    expect(new Set(candidateSteps(noLanguage, branchWindows(noLanguage, wide)).map((s) => s.kind))).toEqual(new Set(['category']));
  });
});

describe.each(backends())('collab-fit on %s', (backend) => {
  let ctx: TestContext;
  let me: TestMember;
  const ids = new Map<string, number>();
  const keyOf = (id: number) => [...ids].find(([, v]) => v === id)?.[0] ?? `#${id}`;
  let repo: CollabFitRepository;
  let service: CollabFitService;

  async function place(id: number, c: FixtureChannel) {
    const db = ctx.database.db;
    await db.update(channels).set({
      categoryId: c.category, mainLanguage: c.language, subscribers: c.subscribers, collaborationStatus: c.status,
      syncedAt: c.uploadedDaysAgo === null ? null : daysAgo(0), lastUploadAt: c.uploadedDaysAgo === null ? null : daysAgo(c.uploadedDaysAgo),
    }).where(eq(channels.id, id));
    await db.delete(channelTags).where(eq(channelTags.channelId, id));
    if (c.tags.length > 0) await db.insert(channelTags).values(c.tags.map((tagId) => ({ channelId: id, tagId })));
    const options = Object.fromEntries(c.formats.map((k) => [k, { available: true, description: '' }]));
    await db.insert(channelCollaboration).values({ channelId: id, options })
      .onConflictDoUpdate({ target: channelCollaboration.channelId, set: { options } });
    // Responsiveness comes from requests and messages (channel_fit_refresh_responsiveness); set directly here.
    await db.update(channelFit).set({
      answeredShare: c.responsiveness?.[0] ?? null, medianReplyHours: c.responsiveness?.[1] ?? null,
    }).where(eq(channelFit.channelId, id));
  }

  beforeAll(async () => {
    // An empty database (no seed): the fixture is the whole catalogue besides the member.
    ctx = await createTestApp({ backend });
    const db = ctx.database.db;
    await db.execute(sql`insert into tags (id, tag_name) values (1, 'minecraft'), (2, 'speedrun'), (3, 'retro'), (4, 'esports') on conflict do nothing`);
    me = await validatedUser(ctx, 'fit-member');
    ids.set('member', me.channel.id);
    await place(me.channel.id, MEMBER);
    for (const p of PARTNERS) {
      const [row] = await db.insert(channels).values({
        youtubeId: `UCfit${p.key}`, name: `Fit ${p.key}`, thumbnail: '/api/avatars/x.svg', subscribers: p.subscribers,
      }).returning();
      ids.set(p.key, row!.id);
      await place(row!.id, p);
    }
    repo = new CollabFitRepository(db);
    service = new CollabFitService(repo, ctx.app.notifications, () => NOW);
  }, 180_000);
  afterAll(() => ctx?.close());

  it('keeps channel_fit in step with the channel (triggers on channels, tags and options)', async () => {
    const [row] = await repo.features([ids.get('H')!]);
    expect(row).toMatchObject({
      categoryId: GAMING, language: 'spanish', sizeBucket: 12, status: 1, topicIds: [1, 2, 3, 4],
      formats: ['GUEST_APPEARANCE', 'JOINT_CONTENT_CREATION', 'PAID_PROMOTION'], verified: true,
    });
  });

  it('ranks the fixture in the hand-computed order with the hand-computed scores', async () => {
    const [member] = await repo.features([me.channel.id]);
    const page = await repo.rank(member!, { subscribersMin: 0, subscribersMax: 10_000_000 }, 0, 45, NOW);
    expect(page.ids.map(keyOf)).toEqual(EXPECTED_ORDER);
    expect(page.scores).toEqual(EXPECTED_ORDER.map((k) => PARTNERS.find((p) => p.key === k)!.expected));
    expect(page.total).toBe(10);
  });

  it('pages through the same order, and a page past the end is empty but still knows the length', async () => {
    const [member] = await repo.features([me.channel.id]);
    const filter = { subscribersMin: 0, subscribersMax: 10_000_000 };
    const second = await repo.rank(member!, filter, 4, 4, NOW);
    expect(second.ids.map(keyOf)).toEqual(EXPECTED_ORDER.slice(4, 8));
    expect(second.total).toBe(10);
    const past = await repo.rank(member!, filter, 45, 45, NOW);
    expect(past).toEqual({ ids: [], scores: [], total: 10, capped: false });
  });

  it('computes the size bucket as channel_fit_size_bucket() does, at every edge', async () => {
    const values = [0, 1, 2, 3, 8, 9, 10, 30, 31, 99, 100, 315, 316, 999, 1_000, 3_161, 3_162, 9_999, 10_000, 31_621, 31_622,
      99_999, 100_000, 316_226, 316_227, 999_999, 1_000_000, 3_162_276, 3_162_277, 9_999_999, 10_000_000, 99_999_999, 100_000_000];
    const result = await ctx.database.db.execute<{ s: string; b: number }>(sql`
      select s::text as s, channel_fit_size_bucket(s) as b from unnest(${`{${values.join(',')}}`}::bigint[]) as s`);
    expect(result.rows.map((r) => [Number(r.s), Number(r.b)])).toEqual(values.map((v) => [v, sizeBucketOf(v)]));
  });

  it('narrows each branch to the filter\'s size buckets and drops branches the filter empties, listing the same channels', async () => {
    const [member] = await repo.features([me.channel.id]);
    const wide = { subscribersMin: 0, subscribersMax: 10_000_000 };
    const all = await repo.rank(member!, wide, 0, 45, NOW);
    const rows = new Map((await repo.channelRows(all.ids)).map((r) => [r.id, r]));
    // No branch of the fixture is cut at its limit, so a filtered listing is the whole one with the filter applied.
    expect(all.capped).toBe(false);
    for (const [min, max] of [[0, 999], [1_000, 99_999], [100_000, 10_000_000], [500_000, 2_000_000], [999_999, 1_000_001], [5_000_000, 10_000_000]] as const) {
      const page = await repo.rank(member!, { subscribersMin: min, subscribersMax: max }, 0, 45, NOW);
      const expected = all.ids.filter((id) => rows.get(id)!.subscribers >= min && rows.get(id)!.subscribers <= max);
      expect({ min, max, ids: page.ids, total: page.total }).toEqual({ min, max, ids: expected, total: expected.length });
    }
    const otherCategory = [...rows.values()].find((r) => r.categoryId !== null && r.categoryId !== member!.categoryId)!.categoryId!;
    expect(branchWindows(member!, { ...wide, categoryId: otherCategory })).toEqual({
      categoryLanguage: null, category: null, language: { from: member!.sizeBucket - 1, to: member!.sizeBucket + 1 },
    });
    const inOther = await repo.rank(member!, { ...wide, categoryId: otherCategory }, 0, 45, NOW);
    expect(inOther.ids).toEqual(all.ids.filter((id) => rows.get(id)!.categoryId === otherCategory));
    // Sizes far from the member's in another category and language: no branch is read at all.
    const execute = jest.spyOn(ctx.database.db, 'execute');
    const none = await repo.rank(member!, { subscribersMin: 0, subscribersMax: 10, categoryId: otherCategory, language: 'xx' }, 0, 45, NOW);
    expect(none).toEqual({ ids: [], scores: [], total: 0, capped: false });
    expect(execute).not.toHaveBeenCalled();
    execute.mockRestore();
  });

  it('answers a page past every possible listing from the count of candidates alone, nothing scored', async () => {
    const [member] = await repo.features([me.channel.id]);
    // The count is a prepared statement (db/prepared.ts), sent to the driver's client, not through the query builder.
    const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = jest.spyOn(client, 'query');
    // Also with one kind of step left: another category leaves the language's steps, another language the category's
    // (the member's values that no step reads must not be sent).
    const otherCategory = member!.categoryId === 10 ? 20 : 10;
    const otherLanguage = member!.language === 'german' ? 'spanish' : 'german';
    const wide = { subscribersMin: 0, subscribersMax: 10_000_000 };
    const filters = [wide, { ...wide, status: 2 }, { ...wide, categoryId: otherCategory }, { ...wide, language: otherLanguage }];
    expect(filters.map((f) => Object.values(branchWindows(member!, f)).filter((w) => w !== null).length)).toEqual([3, 3, 1, 1]);
    for (const filter of filters) {
      const ranked = await repo.rank(member!, filter, 0, 45, NOW);
      query.mockClear();
      const past = await repo.rank(member!, filter, CANDIDATES_MAX, 45, NOW);
      expect(past).toEqual({ ids: [], scores: [], total: ranked.total, capped: ranked.capped });
      expect(query).toHaveBeenCalledTimes(1);
      const sent = JSON.stringify(query.mock.calls[0]![0]);
      expect(sent).toMatch(/count/);
      expect(sent).not.toMatch(/score/);
    }
    query.mockRestore();
  });

  it('carries a condition in its one statement: false gives an empty listing of length 0, true the listing as it is', async () => {
    const [member] = await repo.features([me.channel.id]);
    const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = jest.spyOn(client, 'query');
    const wide = { subscribersMin: 0, subscribersMax: 10_000_000 };
    for (const offset of [0, CANDIDATES_MAX]) {
      const plain = await repo.rank(member!, wide, offset, 45, NOW);
      expect(plain.total).toBe(EXPECTED_ORDER.length);
      query.mockClear();
      expect(await repo.rank(member!, wide, offset, 45, NOW, () => 'true')).toEqual(plain);
      expect(await repo.rank(member!, wide, offset, 45, NOW, (values) => `$${values.push(0)}::int > 0`))
        .toEqual({ ids: [], scores: [], total: 0, capped: false });
      // One statement each, the condition inside it.
      expect(query).toHaveBeenCalledTimes(2);
    }
    query.mockRestore();
  });

  it('never lists Not Actively Seeking, even when the filter asks for that status', async () => {
    const [member] = await repo.features([me.channel.id]);
    const execute = jest.spyOn(ctx.database.db, 'execute');
    const page = await repo.rank(member!, { subscribersMin: 0, subscribersMax: 10_000_000, status: 3 }, 0, 45, NOW);
    expect(page).toEqual({ ids: [], scores: [], total: 0, capped: false });
    // Known from the rule alone: no ranking is sent to the database.
    expect(execute).not.toHaveBeenCalled();
    execute.mockRestore();
  });

  it('gives the same score in SQL and in the shared rules, components that add up, and fit(a, b) == fit(b, a)', async () => {
    const all = [...ids.values()];
    const features = new Map((await repo.features(all)).map((f) => [f.channelId, f]));
    for (const a of all) {
      const sqlScores = await repo.scoresSql(a, all, NOW);
      for (const b of all) {
        if (a === b) continue;
        const ab = collabFit(features.get(a)!, features.get(b)!, NOW);
        const ba = collabFit(features.get(b)!, features.get(a)!, NOW);
        expect({ pair: [keyOf(a), keyOf(b)], score: sqlScores.get(b) }).toEqual({ pair: [keyOf(a), keyOf(b)], score: ab.score });
        expect(ab.score).toBe(ba.score);
        expect(ab.components.reduce((s, c) => s + c.points, 0)).toBe(ab.score);
        for (const c of ab.components) expect(c.points).toBeLessThanOrEqual(c.weight);
      }
    }
  });

  it('lists Relevance by fit for a member, through the channels service', async () => {
    const channelsService = new ChannelService(new ChannelRepository(ctx.database.db), { pageCacheMs: 0, fit: service });
    const res = await channelsService.loadFiltered({ filter: { subscribers_min: 0, subscribers_max: 10_000_000 }, sort: 'relevance', page: 0, limit: 5, excludeId: me.channel.id });
    expect(res.channels.map((c) => keyOf(c.id))).toEqual(EXPECTED_ORDER.slice(0, 5));
    // Each card carries its explanation: the same score as the order.
    expect(res.channels.map((c) => c.fit?.score)).toEqual([100, 100, 95, 80, 74]);
    const second = await channelsService.loadFiltered({ filter: { subscribers_min: 0, subscribers_max: 10_000_000 }, sort: 'relevance', page: 1, limit: 5, excludeId: me.channel.id });
    expect(second.channels.map((c) => keyOf(c.id))).toEqual(EXPECTED_ORDER.slice(5, 10));
    // Without a member channel (excludeId unset) Relevance keeps its order of completeness.
    const plain = await channelsService.loadFiltered({ filter: { subscribers_min: 0, subscribers_max: 10_000_000 }, sort: 'relevance', page: 0, limit: 20 });
    expect(plain.channels.map((c) => keyOf(c.id))).toContain('C');
  });

  it('explains a score over the API: chips come from components that give points', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/collab-fit?ids=${ids.get('A')},${ids.get('E')}`, headers: me.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json<CollabFitResponse>();
    expect(body.available).toBe(true);
    const a = body.fits.find((f) => f.channelId === ids.get('A'))!;
    expect(a.score).toBe(100);
    expect(topFitChips(a)).toEqual(['Both Gaming', 'Spanish', 'similar size', 'replies within a day']);
    const e = body.fits.find((f) => f.channelId === ids.get('E'))!;
    expect(e.score).toBe(56);
    expect(e.components.find((c) => c.key === 'language')).toMatchObject({ points: 0, chip: null });
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/collab-fit?ids=1;drop', headers: me.auth });
    expect(bad.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/collab-fit?ids=${ids.get('A')}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists similar channels: same category and language first, nearest size first', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/channels/${ids.get('A')}/similar`, headers: me.auth });
    expect(res.statusCode).toBe(200);
    const similar = res.json<{ channels: Array<{ id: number }> }>().channels.map((c) => keyOf(c.id));
    expect(similar).toHaveLength(6);
    // Same bucket (8), Gaming, Spanish: B, C, L, D and the member; then the nearest in size (I: 2 steps).
    expect(new Set(similar.slice(0, 5))).toEqual(new Set(['B', 'C', 'L', 'D', 'member']));
    expect(similar).not.toContain('A');
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/channels/2147483000/similar', headers: me.auth });
    expect(missing.statusCode).toBe(404);
  });

  it('saves a search and alerts "N new channels match" when channels join', async () => {
    const save = await ctx.app.inject({
      method: 'POST', url: '/api/saved-searches', headers: me.auth,
      payload: { name: 'Spanish gaming', filter: { category: 'Gaming', language: 'Spanish' } },
    });
    expect(save.statusCode).toBe(200);
    const saved = save.json<SavedSearch>();
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/saved-searches', headers: me.auth, payload: { name: 'x', filter: { category: 'Nope' } } });
    expect(bad.statusCode).toBe(400);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/saved-searches', headers: me.auth });
    expect(list.json<{ searches: SavedSearch[] }>().searches.map((s) => s.name)).toEqual(['Spanish gaming']);

    // Nothing new yet.
    const clock = () => new Date();
    const live = new CollabFitService(repo, ctx.app.notifications, clock);
    await new Promise((r) => setTimeout(r, 20));
    expect(await live.checkSavedSearches({ settleMs: 0 })).toBe(0);
    // Two channels join: one matches, one is in English.
    await ctx.database.db.insert(channels).values([
      { youtubeId: 'UCfitNew1', name: 'New Spanish Gamer', thumbnail: '/x.svg', subscribers: 9000, categoryId: GAMING, mainLanguage: 'Spanish', collaborationStatus: 1 },
      { youtubeId: 'UCfitNew2', name: 'New English Gamer', thumbnail: '/x.svg', subscribers: 9000, categoryId: GAMING, mainLanguage: 'English', collaborationStatus: 1 },
    ]);
    await new Promise((r) => setTimeout(r, 20));
    expect(await live.checkSavedSearches({ settleMs: 0 })).toBe(1);
    const notes = await ctx.app.inject({ method: 'GET', url: '/api/notifications/unread', headers: me.auth });
    const alert = notes.json<{ notifications: Notification[] }>().notifications.find((n) => n.type === 'SAVED_SEARCH');
    expect(alert?.title).toBe('1 new channel matches "Spanish gaming"');
    // Checked again: nothing new.
    await new Promise((r) => setTimeout(r, 20));
    expect(await live.checkSavedSearches({ settleMs: 0 })).toBe(0);

    const other = await validatedUser(ctx, 'fit-other');
    const foreign = await ctx.app.inject({ method: 'DELETE', url: `/api/saved-searches/${saved.id}`, headers: other.auth });
    expect(foreign.statusCode).toBe(404);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/saved-searches/${saved.id}`, headers: me.auth });
    expect(del.statusCode).toBe(200);
  });

  it('puts Relevance in fit order over the HTTP call for a member', async () => {
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/loadFilteredChannels', headers: me.auth,
      payload: { filter: { subscribers_min: 0, subscribers_max: 10_000_000, category: 'Gaming' }, sort_by: 'relevance', pagination: { page: 0, limit: 3 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<LoadFilteredChannelsResponse>().channels.map((c) => keyOf(c.id)).slice(0, 3)).toEqual(['L', 'A', 'B']);
  });

  it('a crowded size step is cut at its own limit and pushes no nearer size out; each channel counts once', async () => {
    const [member] = await repo.features([me.channel.id]);
    const wide = { subscribersMin: 0, subscribersMax: 10_000_000 };
    const before = await repo.rank(member!, wide, 0, CANDIDATES_MAX, NOW);
    // More Gaming/Spanish channels of 2,000 subscribers (two size steps below the member's) than that step takes.
    const limit = CANDIDATE_LIMITS.categoryLanguage[2];
    const crowd = Array.from({ length: limit + 20 }, (_, i) => ({
      youtubeId: `UCfitCrowd${i}`, name: `Crowd ${i}`, thumbnail: '/x.svg', subscribers: 2_000, categoryId: GAMING, mainLanguage: 'Spanish', collaborationStatus: 1,
    }));
    const added = await ctx.database.db.insert(channels).values(crowd).returning({ id: channels.id });
    try {
      const after = await repo.rank(member!, wide, 0, CANDIDATES_MAX, NOW);
      expect(after.capped).toBe(true);
      const crowdIds = new Set(added.map((r) => r.id));
      const listedCrowd = after.ids.filter((id) => crowdIds.has(id));
      // I (3,000 subscribers) shares the step with the crowd: the step holds `limit` channels in all.
      expect(listedCrowd.length + (after.ids.includes(ids.get('I')!) ? 1 : 0)).toBe(limit);
      // Every channel listed before, at other sizes, is still listed, in the same order among themselves.
      const others = before.ids.filter((id) => id !== ids.get('I'));
      expect(after.ids.filter((id) => others.includes(id))).toEqual(others);
      // No channel twice, the total is the listing, and the count alone agrees.
      expect(new Set(after.ids).size).toBe(after.ids.length);
      expect(after.total).toBe(after.ids.length);
      const past = await repo.rank(member!, wide, CANDIDATES_MAX, 45, NOW);
      expect(past).toEqual({ ids: [], scores: [], total: after.total, capped: true });
    } finally {
      await ctx.database.db.delete(channels).where(sql`${channels.id} in (${sql.join(added.map((r) => sql`${r.id}`), sql`, `)})`);
    }
  });
});
