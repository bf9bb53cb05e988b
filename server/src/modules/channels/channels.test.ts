import { eq, sql } from 'drizzle-orm';
import { SORT_OPTIONS, type ChannelCard, type ChannelDetail, type ChannelFilter, type LoadFilteredChannelsResponse } from 'shared-api';
import { channels } from '../../db/schema';
import { backends, createTestApp, type TestContext } from '../../../test-support/test-app';
import { registeredUser, validatedUser, type TestMember, type TestUser } from '../../../test-support/users';
import { ChannelRepository, escapeLike, filterConditions, placementOf, type ChannelFilterQuery } from './repository';
import { ChannelService, subscriberBound, type Remember } from './service';
import { ChannelCountsRepository } from './channel-counts';
import { CallerMemo } from '../../plugins/caller-cache';

describe('filter helpers', () => {
  it('defaults empty or non-numeric subscriber bounds', () => {
    expect(subscriberBound('', 100)).toBe(100);
    expect(subscriberBound(null, 100)).toBe(100);
    expect(subscriberBound('abc', 1_000_000)).toBe(1_000_000);
    expect(subscriberBound('2500', 100)).toBe(2500);
    expect(subscriberBound(750.9, 100)).toBe(750);
  });

  it('escapes LIKE metacharacters', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe.each(backends())('channel discovery on %s', (backend) => {
  let ctx: TestContext;
  let me: TestMember;
  let noChannel: TestUser;
  beforeAll(async () => {
    // This suite searches more often than one member may in a minute; the limits have tests of their own.
    ctx = await createTestApp({ backend, seed: 400, env: { RATE_LIMIT_SEARCH_PER_MINUTE: '100000' } });
    me = await validatedUser(ctx, 'discover', { name: 'My Own Channel', subscribers: 5000 });
    // Relevance for a member with a channel is the collab-fit order (modules/collab-fit, tested there); a member
    // without a channel gets the SPEC's order, which the relevance tests below read.
    noChannel = await registeredUser(ctx.app, 'discover-no-channel');
  });
  afterAll(() => ctx.close());

  const load = (payload: unknown, auth = me.auth) =>
    ctx.app.inject({ method: 'POST', url: '/api/loadFilteredChannels', headers: auth, payload: payload as object });

  const all = async () => ctx.database.db.select().from(channels);

  it('applies the spec defaults (100 .. 1,000,000), an exact total and excludes the caller', async () => {
    const res = await load({ filter: { subscribers_min: '', subscribers_max: 'abc' }, sort_by: 'subscriber_count', pagination: { page: 0, limit: 45 } });
    expect(res.statusCode).toBe(200);
    const body = res.json<LoadFilteredChannelsResponse>();
    const expected = (await all()).filter((c) => c.subscribers >= 100 && c.subscribers <= 1_000_000 && c.id !== me.channel.id);
    expect(body.totalCount).toBe(expected.length);
    expect(body.channels).toHaveLength(45);
    expect(body.channels.map((c) => c.id)).not.toContain(me.channel.id);
    const subs = body.channels.map((c) => c.subscriberCount);
    expect(subs).toEqual([...subs].sort((a, b) => b - a));
  });

  it('maps cards as SPEC §3 and never leaks emails or uids', async () => {
    const body = (await load({ filter: {}, sort_by: 'relevance', pagination: { page: 0, limit: 10 } })).json<LoadFilteredChannelsResponse>();
    const card = body.channels[0] as ChannelCard;
    for (const key of ['id', 'name', 'thumbnail', 'subscriberCount', 'videoCount', 'category', 'language', 'description',
      'collaboration_status', 'isRegistered', 'userId', 'link', 'handle', 'userChannelId', 'about',
      'collaborationInterests', 'country', 'city']) {
      expect(card).toHaveProperty(key);
    }
    expect(JSON.stringify(body)).not.toMatch(/@example\.com|seed-user-|firebase/i);
    expect(card.thumbnail).toMatch(/^\/api\/avatars\/.+\.svg$/);
  });

  it('sorts by relevance: members first, then completeness, then subscribers', async () => {
    const body = (await load({ filter: {}, sort_by: 'relevance', pagination: { page: 0, limit: 100 } }, noChannel.auth)).json<LoadFilteredChannelsResponse>();
    const firstNonMember = body.channels.findIndex((c) => !c.isRegistered);
    expect(firstNonMember).toBeGreaterThan(0);
    expect(body.channels.slice(firstNonMember).every((c) => !c.isRegistered)).toBe(true);
  });

  it('sorts by most recent', async () => {
    const body = (await load({ filter: {}, sort_by: 'most_recent', pagination: { page: 0, limit: 30 } })).json<LoadFilteredChannelsResponse>();
    const dates = body.channels.map((c) => c.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by category (id or name), language (case-insensitive) and status (number or code)', async () => {
    const rows = await all();
    const count = (pred: (c: (typeof rows)[number]) => boolean) =>
      rows.filter((c) => c.subscribers >= 100 && c.subscribers <= 1_000_000 && c.id !== me.channel.id && pred(c)).length;
    const byId = (await load({ filter: { category: 8 }, sort_by: 'subscriber_count', pagination: { page: 0, limit: 100 } })).json<LoadFilteredChannelsResponse>();
    expect(byId.totalCount).toBe(count((c) => c.categoryId === 8));
    expect(byId.channels.every((c) => c.category === 'Gaming')).toBe(true);
    const byName = (await load({ filter: { category: 'gaming' }, sort_by: 'subscriber_count', pagination: { page: 0, limit: 5 } })).json<LoadFilteredChannelsResponse>();
    expect(byName.totalCount).toBe(byId.totalCount);

    const lang = (await load({ filter: { language: 'eNgLiSh' }, sort_by: 'subscriber_count', pagination: { page: 0, limit: 5 } })).json<LoadFilteredChannelsResponse>();
    expect(lang.totalCount).toBe(count((c) => c.mainLanguage === 'English'));

    const s2 = (await load({ filter: { collaboration_status: 2 }, sort_by: 'subscriber_count', pagination: { page: 0, limit: 5 } })).json<LoadFilteredChannelsResponse>();
    const code = (await load({ filter: { collaboration_status: 'INVITE_ONLY' }, sort_by: 'subscriber_count', pagination: { page: 0, limit: 5 } })).json<LoadFilteredChannelsResponse>();
    expect(s2.totalCount).toBe(count((c) => c.collaborationStatus === 2));
    expect(code.totalCount).toBe(s2.totalCount);

    const range = (await load({ filter: { subscribers_min: 10000, subscribers_max: 50000 }, sort_by: 'subscriber_count', pagination: { page: 0, limit: 5 } })).json<LoadFilteredChannelsResponse>();
    expect(range.totalCount).toBe(rows.filter((c) => c.subscribers >= 10000 && c.subscribers <= 50000 && c.id !== me.channel.id).length);
  });

  it('ignores empty optional filters', async () => {
    const a = (await load({ filter: { language: '', category: '', collaboration_status: '' }, sort_by: 'relevance', pagination: { page: 0, limit: 5 } })).json<LoadFilteredChannelsResponse>();
    const b = (await load({ filter: {}, sort_by: 'relevance', pagination: { page: 0, limit: 5 } })).json<LoadFilteredChannelsResponse>();
    expect(a.totalCount).toBe(b.totalCount);
  });

  it('pages without overlap', async () => {
    const p0 = (await load({ filter: {}, sort_by: 'subscriber_count', pagination: { page: 0, limit: 20 } })).json<LoadFilteredChannelsResponse>();
    const p1 = (await load({ filter: {}, sort_by: 'subscriber_count', pagination: { page: 1, limit: 20 } })).json<LoadFilteredChannelsResponse>();
    const ids0 = new Set(p0.channels.map((c) => c.id));
    expect(p1.channels.some((c) => ids0.has(c.id))).toBe(false);
  });

  it.each(['relevance', 'subscriber_count', 'most_recent'])('returns every page in the order of a plain query (%s)', async (sort) => {
    const order = {
      relevance: sql`relevance_rank desc, subscribers desc, id desc`,
      subscriber_count: sql`subscribers desc, id desc`,
      most_recent: sql`created_at desc, id desc`,
    }[sort as 'relevance'];
    const caller = sort === 'relevance' ? noChannel : me;
    const own = caller === me ? me.channel.id : -1;
    const plain = await ctx.database.db.execute<{ id: number }>(sql`select id from channels
      where subscribers between 100 and 1000000 and id <> ${own} order by ${order}`);
    const expected = plain.rows.map((r) => Number(r.id));
    expect(expected.length).toBeGreaterThan(150);
    const pages: number[][] = [];
    for (let page = 0; page * 50 <= expected.length; page++) {
      const body = (await load({ filter: {}, sort_by: sort, pagination: { page, limit: 50 } }, caller.auth)).json<LoadFilteredChannelsResponse>();
      pages.push(body.channels.map((c) => c.id));
    }
    expect(pages.flat()).toEqual(expected);
    const beyond = (await load({ filter: {}, sort_by: sort, pagination: { page: 1000, limit: 50 } })).json<LoadFilteredChannelsResponse>();
    expect(beyond.channels).toEqual([]);
  });

  it('says the total is exact when it was counted for the answer', async () => {
    const body = (await load({ filter: { category: 8 }, sort_by: 'relevance', pagination: { page: 0, limit: 5 } })).json<LoadFilteredChannelsResponse>();
    expect(body.totalCountExact).toBe(true);
  });

  it('answers any page, in any order of requests, as a plain OFFSET query would (keyset anchors)', async () => {
    const plain = await ctx.database.db.execute<{ id: number }>(sql`select id from channels
      where subscribers between 100 and 1000000 and category_id = 8 and id <> ${me.channel.id}
      order by created_at desc, id desc`);
    const expected = plain.rows.map((r) => Number(r.id));
    const limit = 4;
    expect(expected.length).toBeGreaterThan(limit * 6);
    for (const page of [0, 1, 5, 2, 3, 6, 5, 1, 4]) {
      const body = (await load({ filter: { category: 'Gaming' }, sort_by: 'most_recent', pagination: { page, limit } })).json<LoadFilteredChannelsResponse>();
      expect(body.channels.map((c) => c.id)).toEqual(expected.slice(page * limit, page * limit + limit));
    }
  });

  describe('pages shared between callers (one cached page, cut for each caller)', () => {
    it.each(['relevance', 'subscriber_count', 'most_recent'] as const)(
      'leaves out each caller\'s own channel wherever it ranks (%s)', async (sort) => {
        const s = new ChannelService(new ChannelRepository(ctx.database.db), { pageCacheMs: 60_000 });
        const order = {
          relevance: sql`relevance_rank desc, subscribers desc, id desc`,
          subscriber_count: sql`subscribers desc, id desc`,
          most_recent: sql`created_at desc, id desc`,
        }[sort];
        const plain = await ctx.database.db.execute<{ id: number }>(
          sql`select id from channels where subscribers between 100 and 1000000 order by ${order}`);
        const everyone = plain.rows.map((r) => Number(r.id));
        const limit = 5;
        // Own channels before, inside, right after, and far after page 2 (rows 10..14) of the shared listing.
        const owners = [everyone[3]!, everyone[12]!, everyone[15]!, everyone[40]!, undefined];
        const ask = (excludeId: number | undefined, page: number) =>
          s.loadFiltered({ filter: {}, sort, page, limit, excludeId });
        // A caller without a channel fills the cache first; the others are then served from it.
        for (const page of [2, 0, 3]) {
          const anonymous = await ask(undefined, page);
          expect(anonymous.channels.map((c) => c.id)).toEqual(everyone.slice(page * limit, page * limit + limit));
          for (const own of owners) {
            const mine = everyone.filter((id) => id !== own);
            const body = await ask(own, page);
            expect({ own, page, ids: body.channels.map((c) => c.id) })
              .toEqual({ own, page, ids: mine.slice(page * limit, page * limit + limit) });
          }
        }
        // The JSON text answer is the same answer.
        expect(JSON.parse(await s.loadFilteredJson({ filter: {}, sort, page: 2, limit, excludeId: owners[0] })))
          .toEqual(await ask(owners[0], 2));
      });

    it('shares a name search page too, each caller\'s own channel left out', async () => {
      const s = new ChannelService(new ChannelRepository(ctx.database.db), { pageCacheMs: 60_000 });
      const inserted = await ctx.database.db.insert(channels).values([40, 30, 20, 10].map((subscribers) => ({
        youtubeId: `UCqqshared-${subscribers}`, name: `Qqshared ${subscribers}`, thumbnail: '/api/avatars/q.svg', subscribers,
      }))).returning({ id: channels.id });
      const [a, b, c, d] = inserted.map((r) => r.id);
      const ids = async (page: number, excludeId?: number) => (await s.findByName(' Qqshared ', page, 2, excludeId)).channels.map((x) => x.id);
      expect(await ids(0)).toEqual([a, b]);
      expect(await ids(0, a)).toEqual([b, c]);
      expect(await ids(1)).toEqual([c, d]);
      expect(await ids(1, b)).toEqual([d]);
      expect(await ids(1, d)).toEqual([c]);
    });

    it('takes the caller\'s own channel off an exact total only when it matches the filter', async () => {
      const s = new ChannelService(new ChannelRepository(ctx.database.db), { pageCacheMs: 60_000 });
      const filter = { subscribers_min: 0, subscribers_max: 6_000 };
      const matching = (await all()).filter((c) => c.subscribers <= 6_000).length;
      expect(matching).toBeLessThanOrEqual(2_000);
      const input = { filter, sort: 'relevance' as const, page: 0, limit: 5 };
      expect(await s.loadFiltered(input)).toMatchObject({ totalCount: matching, totalCountExact: true });
      // My channel has 5,000 subscribers: inside the filter.
      expect(await s.loadFiltered({ ...input, excludeId: me.channel.id })).toMatchObject({ totalCount: matching - 1 });
      const outside = (await all()).find((c) => c.subscribers > 6_000)!;
      expect(await s.loadFiltered({ ...input, excludeId: outside.id })).toMatchObject({ totalCount: matching });
    });
  });

  describe('large totals (service with a small exact limit)', () => {
    const service = () => new ChannelService(new ChannelRepository(ctx.database.db), { exactCountLimit: 50 });
    const matching = async () => (await all()).filter((c) => c.subscribers >= 100 && c.subscribers <= 1_000_000).length;

    it('estimates first; a filter asked for again and again is counted once in the background; both flagged inexact', async () => {
      const s = service();
      const input = { filter: {}, sort: 'subscriber_count' as const, page: 0, limit: 5, excludeId: me.channel.id };
      const first = await s.loadFiltered(input);
      expect(first.totalCountExact).toBe(false);
      expect(first.totalCount).toBeGreaterThan(50);
      expect(first.channels).toHaveLength(5);
      // Two more pages of the same filter: the third ask earns the exact count.
      await s.loadFiltered({ ...input, page: 1 });
      await s.loadFiltered({ ...input, page: 2 });
      await s.idle();
      const again = await s.loadFiltered(input);
      expect(again).toMatchObject({ totalCount: await matching(), totalCountExact: false });
    });

    it('answers a page past the last match of a small filter empty, with its exact total', async () => {
      const s = service();
      const filter = { subscribers_min: 0, subscribers_max: 2_000 };
      const expected = (await all()).filter((c) => c.subscribers <= 2_000 && c.id !== me.channel.id).length;
      const body = await s.loadFiltered({ filter, sort: 'most_recent', page: 40, limit: 5, excludeId: me.channel.id });
      expect(body).toEqual({ channels: [], totalCount: expected, totalCountExact: true });
    });

    it('answers a deep page past the end of a large result from a count, without walking the sort\'s index', async () => {
      const repo = new ChannelRepository(ctx.database.db);
      const walk = jest.spyOn(repo, 'page');
      const s = new ChannelService(repo, { exactCountLimit: 50 });
      const expected = await matching();
      expect(expected).toBeGreaterThan(50);
      const past = Math.ceil((expected + 1) / 5);
      for (const fresh of [false, true]) {
        const body = await s.loadFiltered({ filter: {}, sort: 'most_recent', page: past, limit: 5, fresh });
        // The count found the end: the total is exact now, though above the exact limit.
        expect(body).toEqual({ channels: [], totalCount: expected, totalCountExact: true });
      }
      expect(walk).not.toHaveBeenCalled();
      // The last page is still read (the count reaches the page, so the walk follows).
      const last = await s.loadFiltered({ filter: {}, sort: 'most_recent', page: Math.floor((expected - 1) / 5), limit: 5, fresh: true });
      expect(last.channels).toHaveLength(expected % 5 === 0 ? 5 : expected % 5);
      expect(walk).toHaveBeenCalledTimes(1);
    });

    it('ranks no fit listing for a filter nothing matches (a member\'s Relevance)', async () => {
      const rank = jest.fn(async () => ({ ids: [], total: 0, exact: true, fits: new Map() }));
      const repo = new ChannelRepository(ctx.database.db);
      const s = new ChannelService(repo, { fit: { rank } });
      const input = { sort: 'relevance' as const, page: 0, limit: 5, excludeId: me.channel.id };
      expect(await s.loadFiltered({ ...input, filter: { subscribers_min: 9_999_000, subscribers_max: 9_999_001 } }))
        .toEqual({ channels: [], totalCount: 0, totalCountExact: true });
      // An activity window nobody in the band uploaded in: without the counts, told by a walk to the first match.
      const countUpTo = jest.spyOn(repo, 'countUpTo');
      expect(await s.loadFiltered({ ...input, filter: { subscribers_min: 9_999_000, active_within_days: 30 }, fresh: true }))
        .toEqual({ channels: [], totalCount: 0, totalCountExact: true });
      expect(countUpTo.mock.calls).toEqual([[expect.objectContaining({ activeWithinDays: 30 }), 1]]);
      countUpTo.mockRestore();
      expect(rank).not.toHaveBeenCalled();
      await s.loadFiltered({ ...input, filter: { subscribers_min: 0, subscribers_max: 10_000_000 } });
      expect(rank).toHaveBeenCalledTimes(1);
    });

    it('skips every cache when asked to (benchmarks): a fresh answer sees a channel added after a cached one', async () => {
      const s = service();
      const input = { filter: { subscribers_min: 7_777_000, subscribers_max: 7_778_000 }, sort: 'subscriber_count' as const, page: 0, limit: 5 };
      expect(await s.loadFiltered(input)).toEqual({ channels: [], totalCount: 0, totalCountExact: true });
      await ctx.database.db.insert(channels).values({ youtubeId: 'UCfresh-bench', name: 'Fresh Bench', thumbnail: '/api/avatars/f.svg', subscribers: 7_777_500 });
      // The shared page (3 s) still answers the cached request; the fresh one asks the database.
      expect((await s.loadFiltered(input)).channels).toEqual([]);
      const fresh = await s.loadFiltered({ ...input, fresh: true });
      expect(fresh.channels.map((c) => c.name)).toEqual(['Fresh Bench']);
      expect(fresh).toMatchObject({ totalCount: 1, totalCountExact: true });
      expect((await s.findByName('Fresh Ben', 0, 12, undefined, undefined, true)).channels.map((c) => c.name)).toEqual(['Fresh Bench']);
    });

    it('keeps counting small filters exactly', async () => {
      const s = service();
      const body = await s.loadFiltered({
        filter: { subscribers_min: 0, subscribers_max: 2_000 }, sort: 'relevance', page: 0, limit: 5, excludeId: me.channel.id,
      });
      const expected = (await all()).filter((c) => c.subscribers <= 2_000 && c.id !== me.channel.id).length;
      expect(expected).toBeLessThanOrEqual(50);
      expect(body).toMatchObject({ totalCount: expected, totalCountExact: true });
    });
  });

  it.each([
    [{ filter: {}, sort_by: 'relevance', pagination: { page: 0, limit: 101 } }, 'body.pagination.limit'],
    [{ filter: {}, sort_by: 'popularity', pagination: { page: 0, limit: 5 } }, 'body.sort_by'],
    [{ filter: {}, sort_by: 'relevance', pagination: { page: -1, limit: 5 } }, 'body.pagination.page'],
    [{ filter: { category: 'Cooking Shows' }, sort_by: 'relevance' }, 'filter.category'],
    [{ filter: { category: 99 }, sort_by: 'relevance' }, 'filter.category'],
    [{ filter: { collaboration_status: 7 }, sort_by: 'relevance' }, 'filter.collaboration_status'],
  ])('rejects %j with 400 naming the field', async (payload, field) => {
    const res = await load(payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: Record<string, string> }>().fields)).toContain(field);
  });

  it('places a channel as the filter does: its facts, the written text and the query builder\'s conditions agree', async () => {
    const repo = new ChannelRepository(ctx.database.db);
    const rows = await all();
    const withUpload = rows.find((r) => r.mainLanguage !== null && r.categoryId !== null)!;
    await ctx.database.db.update(channels).set({ lastUploadAt: new Date(Date.now() - 5 * 86_400_000) }).where(eq(channels.id, withUpload.id));
    // One upload outside the 30-day window, one just inside it.
    const stale = rows.find((r) => r.id !== withUpload.id)!;
    await ctx.database.db.update(channels).set({ lastUploadAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(channels.id, stale.id));
    const recent = rows.find((r) => r.id !== withUpload.id && r.id !== stale.id)!;
    await ctx.database.db.update(channels).set({ lastUploadAt: new Date(Date.now() - 29 * 86_400_000) }).where(eq(channels.id, recent.id));
    const filters: ChannelFilterQuery[] = [
      { subscribersMin: 100, subscribersMax: 1_000_000 },
      { subscribersMin: 0, subscribersMax: 5_000, categoryId: withUpload.categoryId! },
      { subscribersMin: 1_000, subscribersMax: 10_000_000, language: withUpload.mainLanguage!.toUpperCase() },
      { subscribersMin: 0, subscribersMax: 10_000_000, status: 2, activeWithinDays: 30 },
      { subscribersMin: 0, subscribersMax: 10_000_000, activeWithinDays: 30, language: withUpload.mainLanguage! },
    ];
    for (const filter of filters) {
      const matching = new Set((await ctx.database.db.select({ id: channels.id }).from(channels).where(filterConditions(filter))).map((r) => r.id));
      expect(await repo.countUpTo(filter, 1_000_000)).toBe(matching.size);
      for (const row of rows.slice(0, 60).concat([withUpload, stale, recent])) {
        expect({ filter, id: row.id, matches: placementOf((await repo.ownChannel(row.id))!, filter).matches }).toEqual({ filter, id: row.id, matches: matching.has(row.id) });
      }
    }
    expect(await repo.countUpTo(filters[4]!, 1_000)).toBeGreaterThanOrEqual(1);
  });

  it('lists the 30-day window by its flag with the order, pages and exact total of the upload dates', async () => {
    const rows = (await all()).filter((r) => r.id !== me.channel.id);
    // 40 channels with uploads one to 79 days ago (about half inside 30 days), the caller's own inside the window too.
    const uploaded = [...rows.slice(200, 240), me.channel];
    for (const [i, r] of uploaded.entries()) {
      await ctx.database.db.update(channels).set({ lastUploadAt: new Date(Date.now() - (i * 2 + 1) * 86_400_000) }).where(eq(channels.id, r.id));
    }
    const repo = new ChannelRepository(ctx.database.db);
    const s = new ChannelService(repo, { pageCacheMs: 0, counts: new ChannelCountsRepository(ctx.database.db) });
    const sample = rows[210]!;
    const filters: ChannelFilter[] = [
      { active_within_days: 30 },
      { active_within_days: 30, subscribers_min: 1_000, subscribers_max: 500_000 },
      { active_within_days: 30, collaboration_status: 'OPEN_TO_COLLAB' },
      { active_within_days: 30, language: sample.mainLanguage ?? undefined },
      { active_within_days: 30, subscribers_min: 10_000_000 },
    ];
    const now = Date.now();
    const fresh = (await all()).filter((r) => r.id !== me.channel.id && r.lastUploadAt !== null && r.lastUploadAt.getTime() >= now - 30 * 86_400_000);
    expect(fresh.length).toBeGreaterThan(5);
    const countUpTo = jest.spyOn(repo, 'countUpTo');
    try {
      for (const filter of filters) {
        const [min, max] = [Number(filter.subscribers_min ?? 100), Number(filter.subscribers_max ?? 1_000_000)];
        const status = filter.collaboration_status === 'OPEN_TO_COLLAB' ? 1 : undefined;
        const language = filter.language ? String(filter.language).toLowerCase() : undefined;
        const expected = fresh.filter((r) => r.subscribers >= min && r.subscribers <= max
          && (status === undefined || r.collaborationStatus === status)
          && (language === undefined || r.mainLanguage?.toLowerCase() === language));
        for (const sort of SORT_OPTIONS) {
          const order = [...expected].sort((a, b) => sort === 'subscriber_count' ? b.subscribers - a.subscribers || b.id - a.id
            : sort === 'most_recent' ? b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id
              : b.relevanceRank! - a.relevanceRank! || b.subscribers - a.subscribers || b.id - a.id).map((r) => r.id);
          for (const page of [0, 1, 2, 9]) {
            countUpTo.mockClear();
            const got = await s.loadFiltered({ filter, sort, page, limit: 4, excludeId: me.channel.id, fresh: true });
            // Counted by the trigger-kept counts (bounds on edges here), not by walking the matches.
            expect(countUpTo).not.toHaveBeenCalled();
            expect({ filter, sort, page, ids: got.channels.map((c) => c.id), total: got.totalCount, exact: got.totalCountExact })
              .toEqual({ filter, sort, page, ids: order.slice(page * 4, page * 4 + 4), total: expected.length, exact: true });
          }
        }
      }
    } finally {
      countUpTo.mockRestore();
    }
  });

  it('places the caller\'s own channel from the caller\'s memo while it lives, and afresh with a new one', async () => {
    const service = new ChannelService(new ChannelRepository(ctx.database.db));
    const filter = { subscribers_min: 4_000, subscribers_max: 6_000 };
    const inBand = async () => (await all()).filter((c) => c.subscribers >= 4_000 && c.subscribers <= 6_000).length;
    let reads = 0;
    const memo = new CallerMemo();
    const remember: Remember = (key, load) => memo.get(key, () => { reads += 1; return load(); });
    const ask = (r?: Remember) => service.loadFiltered({
      filter, sort: 'subscriber_count', page: 0, limit: 45, excludeId: me.channel.id, fresh: true, remember: r,
    });
    const before = await inBand();
    expect((await ask(remember)).totalCount).toBe(before - 1);
    expect((await ask(remember)).totalCount).toBe(before - 1);
    expect(reads).toBe(1);
    // Someone else's change to the member's channel (a stats sync): the memo still places it in the band until the
    // caller is remembered anew (caller-cache.ts: at most its time to live, or the member's next other request).
    await ctx.database.db.update(channels).set({ subscribers: 7_000 }).where(eq(channels.id, me.channel.id));
    try {
      expect(await inBand()).toBe(before - 1);
      expect((await ask(remember)).totalCount).toBe(before - 2);
      const renewed = new CallerMemo();
      expect((await ask((key, load) => renewed.get(key, load))).totalCount).toBe(before - 1);
      expect((await ask()).totalCount).toBe(before - 1);
    } finally {
      await ctx.database.db.update(channels).set({ subscribers: 5_000 }).where(eq(channels.id, me.channel.id));
    }
  });

  it('answers 400, not 500, for an object with an unreadable length where text is expected', async () => {
    // zod's length check reads `length` of a value that is not a string; one that cannot become a number threw.
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/findChannelsByName', headers: me.auth, payload: { name: { length: { toString: null } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', fields: { body: 'Invalid input' } });
  });

  it('requires a token', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/loadFilteredChannels', payload: {} })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/findChannelsByName', payload: { name: 'x' } })).statusCode).toBe(401);
  });

  describe('findChannelsByName', () => {
    const find = (payload: unknown) =>
      ctx.app.inject({ method: 'POST', url: '/api/findChannelsByName', headers: me.auth, payload: payload as object });

    it('matches a trimmed, case-insensitive substring with prefix matches first, at most 12', async () => {
      const [sample] = await ctx.database.db.insert(channels).values([
        { youtubeId: 'UCsearch-prefix', name: 'Zebra Crossing Lab', thumbnail: '/api/avatars/z.svg', subscribers: 10 },
        { youtubeId: 'UCsearch-infix', name: 'The Zebra Crossing', thumbnail: '/api/avatars/z.svg', subscribers: 999999 },
      ]).returning();
      const res = await find({ name: '  zEBRA cross ', pagination: { page: 0, limit: 12 } });
      expect(res.statusCode).toBe(200);
      const names = res.json<{ channels: ChannelCard[] }>().channels.map((c) => c.name);
      expect(names).toEqual(['Zebra Crossing Lab', 'The Zebra Crossing']);
      expect(sample).toBeDefined();
      const many = await find({ name: 'ech' });
      expect(many.json<{ channels: ChannelCard[] }>().channels).toHaveLength(12);
    });

    it('orders prefix matches, then other matches, each by subscribers, on every page', async () => {
      const term = 'chef';
      const rows = (await all()).filter((c) => c.name.toLowerCase().includes(term) && c.id !== me.channel.id);
      const rank = (c: (typeof rows)[number]) => (c.name.toLowerCase().startsWith(term) ? 0 : 1);
      rows.sort((a, b) => rank(a) - rank(b) || b.subscribers - a.subscribers || b.id - a.id);
      expect(rows.length).toBeGreaterThan(5);
      for (const page of [0, 1, 2]) {
        const res = await find({ name: term, pagination: { page, limit: 3 } });
        expect(res.json<{ channels: ChannelCard[] }>().channels.map((c) => c.id)).toEqual(rows.slice(page * 3, page * 3 + 3).map((c) => c.id));
      }
    });

    it('lists a name that starts with the term and contains it again once, among the prefix matches', async () => {
      await ctx.database.db.insert(channels).values([
        { youtubeId: 'UCtwice-1', name: 'Wobblex Wobblex Live', thumbnail: '/api/avatars/w.svg', subscribers: 5 },
        { youtubeId: 'UCtwice-2', name: 'Big WOBBLEX', thumbnail: '/api/avatars/w.svg', subscribers: 50 },
        { youtubeId: 'UCtwice-3', name: 'wobblex%', thumbnail: '/api/avatars/w.svg', subscribers: 1 },
      ]);
      const names = async (name: string) =>
        (await find({ name, pagination: { page: 0, limit: 12 } })).json<{ channels: ChannelCard[] }>().channels.map((c) => c.name);
      expect(await names('Wobblex')).toEqual(['Wobblex Wobblex Live', 'wobblex%', 'Big WOBBLEX']);
      expect(await names('BLEX%')).toEqual(['wobblex%']);
    });

    it('treats %, _ and \\ literally', async () => {
      await ctx.database.db.insert(channels).values([
        { youtubeId: 'UCpct', name: '100% Real_Talk \\o/', thumbnail: '/api/avatars/p.svg', subscribers: 10 },
      ]);
      const pct = await find({ name: '100%' });
      expect(pct.json<{ channels: ChannelCard[] }>().channels.map((c) => c.name)).toEqual(['100% Real_Talk \\o/']);
      expect((await find({ name: '% r' })).json<{ channels: ChannelCard[] }>().channels.map((c) => c.name)).toEqual(['100% Real_Talk \\o/']);
      expect((await find({ name: 're_l' })).json<{ channels: ChannelCard[] }>().channels).toEqual([]);
      expect((await find({ name: '\\o/' })).json<{ channels: ChannelCard[] }>().channels).toHaveLength(1);
    });

    describe('with fewer than 3 characters', () => {
      const names = async (name: string) =>
        (await find({ name, pagination: { page: 0, limit: 12 } })).json<{ channels: ChannelCard[] }>().channels.map((c) => c.name);

      beforeAll(async () => {
        await ctx.database.db.insert(channels).values([
          { youtubeId: 'UCshort-1', name: 'Qx Alpha', thumbnail: '/api/avatars/q.svg', subscribers: 500 },
          { youtubeId: 'UCshort-2', name: 'qx beta', thumbnail: '/api/avatars/q.svg', subscribers: 900 },
          { youtubeId: 'UCshort-3', name: 'The Qx Show', thumbnail: '/api/avatars/q.svg', subscribers: 99999 },
          { youtubeId: 'UCshort-4', name: '%Off Deals', thumbnail: '/api/avatars/q.svg', subscribers: 10 },
          { youtubeId: 'UCshort-5', name: 'K_ Kitchen', thumbnail: '/api/avatars/q.svg', subscribers: 10 },
          { youtubeId: 'UCshort-6', name: 'Kx Kitchen', thumbnail: '/api/avatars/q.svg', subscribers: 20 },
          { youtubeId: 'UCshort-7', name: '\\o/ Waves', thumbnail: '/api/avatars/q.svg', subscribers: 10 },
        ]);
      });

      it('matches only names that start with the trimmed term, case-insensitively, by subscribers', async () => {
        expect(await names(' qX ')).toEqual(['qx beta', 'Qx Alpha']);
        const one = await names('Q');
        expect(one.length).toBeGreaterThan(0);
        expect(one.every((n) => n.toLowerCase().startsWith('q'))).toBe(true);
        expect(one).not.toContain('The Qx Show');
        // From 3 characters on, substrings match again.
        expect(await names('Qx S')).toEqual(['The Qx Show']);
      });

      it('treats %, _ and \\ literally', async () => {
        expect(await names('%')).toEqual(['%Off Deals']);
        expect(await names('k_')).toEqual(['K_ Kitchen']);
        expect(await names('\\')).toEqual(['\\o/ Waves']);
        expect(await names('_')).toEqual([]);
      });

      it('returns the same page as a full scan would', async () => {
        const rows = (await all())
          .filter((c) => c.name.toLowerCase().startsWith('s') && c.id !== me.channel.id)
          .sort((a, b) => b.subscribers - a.subscribers || b.id - a.id);
        expect(rows.length).toBeGreaterThan(10);
        const page1 = await find({ name: 's', pagination: { page: 1, limit: 5 } });
        expect(page1.json<{ channels: ChannelCard[] }>().channels.map((c) => c.id)).toEqual(rows.slice(5, 10).map((c) => c.id));
      });
    });

    it('rejects a blank name and a limit above 12', async () => {
      expect((await find({ name: '   ' })).statusCode).toBe(400);
      expect((await find({ name: 'ab', pagination: { page: 0, limit: 13 } })).statusCode).toBe(400);
    });
  });

  describe('GET /api/channels/{id}', () => {
    it('returns the card with tags and languages by id or YouTube id', async () => {
      const [row] = await ctx.database.db.select().from(channels).limit(1);
      const byId = await ctx.app.inject({ url: `/api/channels/${row?.id}`, headers: me.auth });
      expect(byId.statusCode).toBe(200);
      const detail = byId.json<ChannelDetail>();
      expect(detail.id).toBe(row?.id);
      expect(detail.tags.length).toBeGreaterThan(0);
      const byYt = await ctx.app.inject({ url: `/api/channels/${row?.youtubeId}`, headers: me.auth });
      expect(byYt.json<ChannelDetail>().id).toBe(row?.id);
    });

    it('answers 404 for an unknown channel, 400 for a bad id, 401 without a token', async () => {
      expect((await ctx.app.inject({ url: '/api/channels/999999', headers: me.auth })).statusCode).toBe(404);
      expect((await ctx.app.inject({ url: '/api/channels/a%20b', headers: me.auth })).statusCode).toBe(400);
      expect((await ctx.app.inject({ url: '/api/channels/1' })).statusCode).toBe(401);
    });
  });

  describe('tags and languages', () => {
    it('lists a channel\'s tags (bearer) and 404s an unknown channel', async () => {
      const [row] = await ctx.database.db.select().from(channels).limit(1);
      const res = await ctx.app.inject({ url: `/api/tags/channel/${row?.id}`, headers: me.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ tagName: string }[]>()[0]).toHaveProperty('tagName');
      expect((await ctx.app.inject({ url: `/api/tags/channel/${row?.id}` })).statusCode).toBe(401);
      expect((await ctx.app.inject({ url: '/api/tags/channel/999999', headers: me.auth })).statusCode).toBe(404);
      expect((await ctx.app.inject({ url: '/api/tags/channel/abc', headers: me.auth })).statusCode).toBe(400);
    });

    it('lists languages publicly', async () => {
      const res = await ctx.app.inject('/api/languages');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expect.arrayContaining([{ id: 1, language: 'English' }]));
    });
  });
});
