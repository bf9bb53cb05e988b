// Saved-search alerts as members meet them: the filter exactly as the dashboard sends it (both subscriber bounds
// always present), a creator joining by connecting a listed channel (the claim of its row) and completing the
// profile, then the development check the e2e uses. A channel that already matched and then joined used to go
// unannounced (channel_fit.changed_at moved only with a scored column; migration 0170).
import { eq, sql } from 'drizzle-orm';
import type { Notification } from 'shared-api';
import { channels } from '../../db/schema';
import { backends, createTestApp, type TestContext } from '../../../test-support/test-app';
import { registeredUser, validatedUser, type TestMember, type TestUser } from '../../../test-support/users';
import { ChannelClaims } from '../oauth/channel-claim';
import { CollabFitRepository } from './repository';
import { CollabFitService } from './service';

const GAMING = 8;
// What toFilterPayload (mfe-discovery) sends for "Category/Niche: Gaming" with the subscriber fields left empty.
const DASHBOARD_GAMING = { subscribers_min: 100, subscribers_max: 1_000_000, category: 'Gaming' };

describe.each(backends())('saved-search alerts on %s', (backend) => {
  let ctx: TestContext;
  let searcher: TestMember;
  let serial = 0;

  /** A listed channel nobody owns yet (a catalogue row, as the seed makes them). */
  async function listedChannel(values: Partial<typeof channels.$inferInsert> = {}) {
    serial += 1;
    const [row] = await ctx.database.db.insert(channels).values({
      youtubeId: `UCalert${serial}${backend}`, name: `Listed ${serial}`, thumbnail: '/x.svg', subscribers: 50_000,
      categoryId: GAMING, mainLanguage: 'English', collaborationStatus: 1, ...values,
    }).returning();
    return row!;
  }

  /** Joins the way onboarding does: connect (claim the row), then complete the profile as Gaming, English, Open. */
  async function join(user: TestUser, channelId: number) {
    const [row] = await ctx.database.db.select().from(channels).where(eq(channels.id, channelId));
    const claimed = await new ChannelClaims(ctx.database.db).storeOrClaim(user.userId, {
      youtubeId: row!.youtubeId, name: row!.name, handle: row!.handle, link: row!.link ?? `https://www.youtube.com/channel/${row!.youtubeId}`, thumbnail: row!.thumbnail,
      description: row!.description, country: row!.country, subscribers: Number(row!.subscribers),
      subscribersHidden: false, views: Number(row!.views), videos: row!.videos,
    });
    expect(claimed).toEqual({ kind: 'connected', channelId });
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/updateProfile', headers: user.auth,
      payload: { payloadMap: { userId: user.userId, categoryId: GAMING, languages: [{ id: 1, language: 'English' }], collaborationStatus: 1 } },
    });
    expect(res.statusCode).toBe(200);
  }

  const check = async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/dev/saved-searches/check', headers: searcher.auth });
    expect(res.statusCode).toBe(200);
    return res.json<{ sent: number }>().sent;
  };

  const alerts = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications/unread', headers: searcher.auth });
    return res.json<{ notifications: Notification[] }>().notifications.filter((n) => n.type === 'SAVED_SEARCH').map((n) => n.title);
  };

  beforeAll(async () => {
    ctx = await createTestApp({ backend });
    searcher = await validatedUser(ctx, 'alert-searcher', { categoryId: GAMING, subscribers: 40_000 });
  }, 180_000);
  afterAll(() => ctx?.close());

  it('alerts when a listed channel that already matched joins (claimed, profile completed unchanged)', async () => {
    const listed = await listedChannel();
    const save = await ctx.app.inject({ method: 'POST', url: '/api/saved-searches', headers: searcher.auth, payload: { name: 'Gaming', filter: DASHBOARD_GAMING } });
    expect(save.statusCode).toBe(200);
    expect(await check()).toBe(0);

    await join(await registeredUser(ctx.app, 'alert-joiner'), listed.id);
    expect(await check()).toBe(1);
    expect(await alerts()).toEqual(['1 new channel matches "Gaming"']);
    expect(await check()).toBe(0);
  });

  it('alerts when a joining channel starts matching, and not for one outside the subscriber bounds', async () => {
    const cooking = await listedChannel({ categoryId: 12 });
    const huge = await listedChannel({ categoryId: 12, subscribers: 3_461_248 });
    await join(await registeredUser(ctx.app, 'alert-cook'), cooking.id);
    await join(await registeredUser(ctx.app, 'alert-huge'), huge.id);
    // The dashboard's default maximum is 1,000,000: the listing leaves the bigger channel out, and so does the alert.
    expect(await check()).toBe(1);
  });

  it('never counts Not Actively Seeking channels or the searcher\'s own channel', async () => {
    await listedChannel({ collaborationStatus: 3 });
    await ctx.database.db.update(channels).set({ subscribers: 45_000 }).where(eq(channels.id, searcher.channel.id));
    expect(await check()).toBe(0);
  });

  it('leaves a change that may still be committing to the next check instead of losing it', async () => {
    await listedChannel();
    const service = new CollabFitService(new CollabFitRepository(ctx.database.db), ctx.app.notifications);
    // A window ending a minute ago does not include the change, and does not move past it either.
    expect(await service.checkSavedSearches({ settleMs: 60_000 })).toBe(0);
    expect(await service.checkSavedSearches({ settleMs: 0 })).toBe(1);
    const [row] = (await ctx.database.db.execute<{ n: number }>(sql`select count(*)::int as n from saved_searches where checked_at > now()`)).rows;
    expect(Number(row!.n)).toBe(0);
  });
});
