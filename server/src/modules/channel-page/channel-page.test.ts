// The channel page call and the owner's options: premium gating on every call that could carry options or
// reviews, seeded data, and the owner's editing.
import { eq, isNull, sql } from 'drizzle-orm';
import type { ChannelCollaboration, ChannelReviews, CollabRequest, OwnCollaborationOptions } from 'shared-api';
import { channelCollaboration, channels, users } from '../../db/schema';
import { seedReviewsSql } from './seed-sql';
import { backends, createTestApp, type TestContext } from '../../../test-support/test-app';
import { validatedUser, type TestMember } from '../../../test-support/users';

describe.each(backends())('channel page on %s', (backend) => {
  let ctx: TestContext;
  let free: TestMember;
  let premium: TestMember;
  let owner: TestMember;
  let seededId: number;

  beforeAll(async () => {
    ctx = await createTestApp({ backend, seed: 60 });
    await ctx.database.exec(seedReviewsSql(5));
    free = await validatedUser(ctx, 'free');
    premium = await validatedUser(ctx, 'prem');
    owner = await validatedUser(ctx, 'owner', { name: 'Owner Channel', collaborationStatus: 3 });
    await ctx.database.db.update(users).set({ isPremium: true }).where(eq(users.id, premium.userId));
    // A seeded member channel that has reviews.
    const most = await ctx.database.db.execute<{ channel_id: number }>(
      sql`select channel_id from channel_reviews group by channel_id order by count(*) desc, channel_id limit 1`);
    seededId = Number(most.rows[0]?.channel_id);
  });
  afterAll(() => ctx.close());

  const page = (who: TestMember, id: number | string) =>
    ctx.app.inject({ url: `/api/channels/${id}/collaboration`, headers: who.auth });

  it('seeds every channel with options and some member channels with reviews', async () => {
    const rows = await ctx.database.db.select().from(channelCollaboration);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    const offered = rows.map((r) => Object.values(r.options).filter((o) => o.available).length);
    expect(offered.some((n) => n > 0)).toBe(true);
    expect(Number.isFinite(seededId) && seededId > 0).toBe(true);
  });

  it('gives a non-premium caller counts only, never options or reviews', async () => {
    const res = await page(free, seededId);
    expect(res.statusCode).toBe(200);
    const body = res.json<ChannelCollaboration>();
    expect(body.premium).toBe(false);
    expect(body.optionsCount).toBe(7);
    expect(body.reviewsCount).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('options');
    expect(body).not.toHaveProperty('reviews');
    expect(body.viewer.requestBlockedBy).toMatch(/PREMIUM_REQUIRED|NO_OPTIONS|NOT_ACTIVELY_SEEKING/);
    const stored = (await ctx.database.db.select().from(channelCollaboration).where(eq(channelCollaboration.channelId, seededId)))[0];
    for (const o of Object.values(stored?.options ?? {})) expect(res.body).not.toContain(o.description);

    const reviews = (await ctx.app.inject({ url: `/api/channels/${seededId}/reviews`, headers: free.auth })).json<ChannelReviews>();
    expect(reviews).toEqual({ count: body.reviewsCount });
  });

  it('gives a premium caller the seven options in order and the reviews with author, date and text', async () => {
    const body = (await page(premium, seededId)).json<ChannelCollaboration>();
    expect(body.premium).toBe(true);
    expect(body.options?.map((o) => o.label)).toEqual(['Free Shoutout Exchange', 'Paid Promotion', 'Paid Collaboration',
      'Guest Appearance', 'Joint Content Creation', 'Barter/Trade Collaboration', 'Custom/Other Collaboration']);
    expect(body.options?.every((o) => o.description.length > 0)).toBe(true);
    expect(body.reviews?.length).toBe(body.reviewsCount);
    expect(body.reviews?.[0]).toMatchObject({ authorName: expect.any(String), text: expect.any(String), createdAt: expect.any(String) });
    expect(body.banner).toBe(`/api/banners/channel-${seededId}.svg`);
    expect(body.channel).toMatchObject({ id: seededId, views: expect.any(Number), videoCount: expect.any(Number) });
    const reviews = (await ctx.app.inject({ url: `/api/channels/${seededId}/reviews`, headers: premium.auth })).json<ChannelReviews>();
    expect(reviews.reviews?.length).toBe(reviews.count);
  });

  it('shows the owner their own options without premium; request lists are per participant', async () => {
    // The owner of a channel sees their own options even without premium.
    const own = (await page(owner, owner.channel.id)).json<ChannelCollaboration>();
    expect(own.isOwner).toBe(true);
    expect(own.options).toHaveLength(7);
    expect(own.viewer.requestBlockedBy).toBe('OWN_CHANNEL');
    const list = (await ctx.app.inject({ url: '/api/collab-requests?box=incoming', headers: free.auth })).json<CollabRequest[]>();
    expect(list).toEqual([]);
  });

  it('says why a request cannot be sent: Not Actively Seeking, not registered', async () => {
    expect((await page(premium, owner.channel.id)).json<ChannelCollaboration>().viewer.requestBlockedBy).toBe('NOT_ACTIVELY_SEEKING');
    const [unclaimed] = await ctx.database.db.select().from(channels).where(isNull(channels.ownerUserId)).limit(1);
    expect((await page(premium, unclaimed?.id as number)).json<ChannelCollaboration>().viewer.requestBlockedBy).toBe('NOT_REGISTERED');
    // By YouTube id too.
    expect((await page(premium, unclaimed?.youtubeId as string)).json<ChannelCollaboration>().channel.id).toBe(unclaimed?.id);
  });

  it('lets the owner set their options (validated), 404s unknown channels, 401s without a token', async () => {
    const put = (payload: object) => ctx.app.inject({ method: 'PUT', url: '/api/collaboration-options', headers: owner.auth, payload });
    const saved = await put({ options: [{ key: 'PAID_PROMOTION', available: true, description: '  60s ad read  ' }] });
    expect(saved.statusCode).toBe(200);
    const opts = saved.json<OwnCollaborationOptions>().options;
    expect(opts.find((o) => o.key === 'PAID_PROMOTION')).toMatchObject({ available: true, description: '60s ad read' });
    expect(opts.find((o) => o.key === 'GUEST_APPEARANCE')?.available).toBe(false);
    expect((await ctx.app.inject({ url: '/api/collaboration-options', headers: owner.auth })).json<OwnCollaborationOptions>().options)
      .toEqual(opts);
    expect((await put({ options: [{ key: 'NOPE', available: true }] })).statusCode).toBe(400);
    expect((await put({ options: [{ key: 'PAID_PROMOTION', available: true }, { key: 'PAID_PROMOTION', available: false }] })).statusCode).toBe(400);
    expect((await put({ options: [{ key: 'PAID_PROMOTION', available: true, description: 'x'.repeat(301) }] })).statusCode).toBe(400);
    expect((await page(premium, 999_999)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/channels/${seededId}/collaboration` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: `/api/channels/${seededId}/reviews` })).statusCode).toBe(401);
  });

  it('serves a generated banner publicly', async () => {
    const res = await ctx.app.inject('/api/banners/channel-1.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect((await ctx.app.inject('/api/banners/..%2Fx.svg')).statusCode).toBe(400);
  });
});
