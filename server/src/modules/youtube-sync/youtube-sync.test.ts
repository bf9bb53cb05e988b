import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { channels, channelStats, notifications, youtubeDataPurges, youtubeGrants } from '../../db/schema';
import { startFakeYouTubeData, type FakeYouTubeData } from '../../../test-support/fake-youtube-data';
import { backends, createTestApp, type TestContext } from '../../../test-support/test-app';
import { attachChannel, registeredUser } from '../../../test-support/users';
import { MEMBER_QUEUE } from './jobs';
import { nextPacificMidnight, pacificDay } from './pacific-day';
import { QuotaLedger } from './quota-ledger';
import type { YouTubeSyncService } from './service';

const ytId = () => `UC${randomUUID().replace(/-/g, '').slice(0, 22)}`;
const DAY = 86_400_000;

describe.each(backends())('YouTube sync against a fake Google on %s', (backend) => {
  let fake: FakeYouTubeData;
  let ctx: TestContext;
  let sync: YouTubeSyncService;

  beforeAll(async () => {
    fake = await startFakeYouTubeData();
    ctx = await createTestApp({ backend, env: { ...fake.env, JOB_WORKERS: 'off' } });
    sync = ctx.app.jobs.youtube;
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });
  beforeEach(async () => {
    fake.quotaExceeded = false;
    fake.dropNext = 0;
    fake.requests.length = 0;
    await ctx.database.db.execute(sql`delete from youtube_quota`);
  });

  const channelRow = async (id: number) => (await ctx.database.db.select().from(channels).where(eq(channels.id, id)))[0];
  const unitsToday = () => new QuotaLedger(ctx.database.db, 10_000).unitsSpent(new Date());

  /** A member whose channel YouTube knows, with a stored grant. */
  async function member(stats: { subscribers: number; views?: number; videos?: number; lastUpload?: string }) {
    const user = await registeredUser(ctx.app, 'sync');
    const youtubeId = ytId();
    const channel = await attachChannel(ctx, user.userId, { youtubeId });
    fake.channels.set(youtubeId, { views: 1000, videos: 10, ...stats });
    const refreshToken = `1//refresh-${randomUUID()}`;
    fake.refreshTokens.set(refreshToken, 'valid');
    await sync.saveGrant(channel.id, user.userId, refreshToken);
    return { user, channel, refreshToken };
  }

  /** Non-member channels (seeded or invited), known to YouTube. */
  async function publicChannels(n: number): Promise<number[]> {
    const rows = await ctx.database.db.insert(channels).values(Array.from({ length: n }, (_, i) => ({
      youtubeId: ytId(), name: `Public ${i}`, thumbnail: '/api/avatars/p.svg', subscribers: 10, views: 10, videos: 1,
    }))).returning({ id: channels.id, youtubeId: channels.youtubeId });
    for (const r of rows) fake.channels.set(r.youtubeId, { subscribers: 5000 + r.id, views: 90_000, videos: 40 });
    return rows.map((r) => r.id);
  }

  it('stores the refresh token encrypted, never in the clear', async () => {
    const { channel, refreshToken } = await member({ subscribers: 2000 });
    const [grant] = await ctx.database.db.select().from(youtubeGrants).where(eq(youtubeGrants.channelId, channel.id));
    expect(grant?.refreshTokenEnc).toMatch(/^v1\./);
    expect(grant?.refreshTokenEnc).not.toContain(refreshToken);
  });

  it('sends a read again once when its connection is dropped before any answer, and reports a second drop', async () => {
    const [id] = await publicChannels(1);
    fake.dropNext = 1;
    await sync.syncPublic([id!]);
    expect(fake.calls('/youtube/v3/channels')).toHaveLength(1);
    expect((await channelRow(id!))?.subscribers).toBe(roundedLikeYouTube(5000 + id!));
    fake.dropNext = 2;
    await expect(sync.syncPublic([id!])).rejects.toThrow(/channels: fetch failed/);
  });

  it('syncs 120 non-member channels in 3 channels.list calls and counts 3 quota units', async () => {
    const ids = await publicChannels(120);
    await sync.syncPublic(ids);
    const lists = fake.calls('/youtube/v3/channels');
    expect(lists.map((c) => c.query.get('id')?.split(',').length)).toEqual([50, 50, 20]);
    expect(lists.every((c) => c.query.get('key') !== null && c.headers.authorization === undefined)).toBe(true);
    expect(fake.requests).toHaveLength(3);
    expect(await unitsToday()).toBe(3);
    const row = await channelRow(ids[119] as number);
    expect(row?.syncedAt).toBeInstanceOf(Date);
    expect(row?.subscribers).toBe(roundedLikeYouTube(5000 + (ids[119] as number)));
  });

  it('stores a count of 123,456 as YouTube shows it (123,000), with the last upload and one history row', async () => {
    const { channel } = await member({ subscribers: 123_456, views: 7_654_321, videos: 321, lastUpload: '2026-11-20T15:00:00Z' });
    expect(await sync.syncMember(channel.id)).toEqual({ kind: 'synced' });
    const row = await channelRow(channel.id);
    expect(row).toMatchObject({ subscribers: 123_000, views: 7_654_321, videos: 321 });
    expect(row?.lastUploadAt?.toISOString()).toBe('2026-11-20T15:00:00.000Z');
    const history = await ctx.database.db.select().from(channelStats).where(eq(channelStats.channelId, channel.id));
    expect(history.map((h) => h.subscribers)).toEqual([123_000]);
    // The refresh, one channels.list with the member's token, one playlistItems: two quota units.
    expect(fake.calls('/token')[0]?.form).toMatchObject({ grant_type: 'refresh_token' });
    expect(fake.calls('/youtube/v3/channels')[0]?.headers.authorization).toMatch(/^Bearer ya29\.sync-/);
    expect(await unitsToday()).toBe(2);

    // And the API shows it so: the channel detail carries the YouTube count and the sync time.
    const res = await ctx.app.inject({ method: 'GET', url: `/api/channels/${channel.id}/stats-history`, headers: (await registeredUser(ctx.app, 'viewer')).auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ channelId: channel.id, points: [{ subscribers: 123_000, views: 7_654_321, videos: 321 }] });
  });

  it('on an ETag 304 updates synced_at and nothing else', async () => {
    const { channel } = await member({ subscribers: 45_600 });
    await sync.syncMember(channel.id);
    const before = await channelRow(channel.id);
    const historyBefore = await ctx.database.db.select().from(channelStats).where(eq(channelStats.channelId, channel.id));
    fake.requests.length = 0;
    await new Promise((r) => setTimeout(r, 20));

    expect(await sync.syncMember(channel.id)).toEqual({ kind: 'not-modified' });
    const list = fake.calls('/youtube/v3/channels');
    expect(list).toHaveLength(1);
    expect(list[0]?.headers['if-none-match']).toBe(before?.statsEtag);
    expect(fake.calls('/youtube/v3/playlistItems')).toHaveLength(0);
    const after = await channelRow(channel.id);
    expect(after?.syncedAt?.getTime()).toBeGreaterThan(before?.syncedAt?.getTime() as number);
    // The card kept in the row (migration 0250) shows the new sync time, and nothing else of it changed either.
    expect(JSON.parse(after!.cardJson!)).toEqual({ ...JSON.parse(before!.cardJson!), syncedAt: after!.syncedAt!.toISOString() });
    expect({ ...after, syncedAt: null, cardJson: null }).toEqual({ ...before, syncedAt: null, cardJson: null });
    const historyAfter = await ctx.database.db.select().from(channelStats).where(eq(channelStats.channelId, channel.id));
    expect(historyAfter).toEqual(historyBefore);
  });

  it('on quotaExceeded schedules the next attempt after the Pacific midnight reset and makes no other call before it', async () => {
    const { channel } = await member({ subscribers: 9000 });
    const other = await member({ subscribers: 8000 });
    const publicIds = await publicChannels(3);
    fake.quotaExceeded = true;
    await ctx.app.jobs.start(); // JOB_WORKERS=off: queues and schedules only, this test runs the job's step itself
    const now = new Date();
    const reset = nextPacificMidnight(now);

    await ctx.app.jobs.runMemberJob(channel.id);
    const callsAfterQuota = fake.requests.length; // token refresh + the refused channels.list
    expect(fake.calls('/youtube/v3/channels')).toHaveLength(1);

    // Every other sync path now waits for the reset without calling Google.
    fake.quotaExceeded = false;
    expect(await sync.syncMember(other.channel.id)).toEqual({ kind: 'deferred', until: reset });
    expect(await sync.syncPublic(publicIds)).toEqual({ kind: 'deferred', until: reset });
    await ctx.app.jobs.sweepNow();
    expect(fake.requests).toHaveLength(callsAfterQuota);

    // The member job re-queued itself to start at the reset.
    const queued = await ctx.database.executeSql(
      `select start_after from pgboss.job where name = $1 and singleton_key = $2 and state = 'created' order by start_after desc`,
      [MEMBER_QUEUE, `member:${channel.id}`],
    );
    expect(queued.rows).toHaveLength(1);
    expect(new Date((queued.rows[0] as { start_after: string }).start_after).getTime()).toBeGreaterThanOrEqual(reset.getTime());
    const blocked = await ctx.database.db.execute<{ blocked_until: string }>(sql`select blocked_until from youtube_quota where day = ${pacificDay(now)}`);
    expect(new Date(blocked.rows[0]?.blocked_until as string).getTime()).toBe(reset.getTime());
  });

  it('on invalid_grant enters the reconnect state, notifies the owner once, skips sync, and a reconnect clears it', async () => {
    const { user, channel, refreshToken } = await member({ subscribers: 3000 });
    fake.refreshTokens.set(refreshToken, 'revoked');
    expect(await sync.syncMember(channel.id)).toEqual({ kind: 'revoked' });
    expect(await sync.syncMember(channel.id)).toEqual({ kind: 'skipped' });
    expect(await sync.syncMember(channel.id)).toEqual({ kind: 'skipped' });
    expect(fake.calls('/token')).toHaveLength(1);
    expect(fake.calls('/youtube/v3/channels')).toHaveLength(0);
    const sent = await ctx.database.db.select().from(notifications)
      .where(and(eq(notifications.userId, user.userId), eq(notifications.type, 'YOUTUBE_RECONNECT')));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ title: 'Reconnect YouTube', link: '/profile/me' });

    const view = await ctx.app.inject({ method: 'GET', url: `/api/channels/${channel.id}`, headers: user.auth });
    expect(view.json()).toMatchObject({ youtubeSync: { state: 'reconnect' } });

    const fresh = `1//refresh-${randomUUID()}`;
    fake.refreshTokens.set(fresh, 'valid');
    await sync.saveGrant(channel.id, user.userId, fresh);
    expect(await sync.syncMember(channel.id)).toEqual({ kind: 'synced' });
    const again = await ctx.app.inject({ method: 'GET', url: `/api/channels/${channel.id}`, headers: user.auth });
    expect(again.json()).toMatchObject({ youtubeSync: { state: 'verified' } });
  });

  it('purges a non-member channel not refreshable for 30 days, with one audit row, and keeps the others', async () => {
    const [gone, fresh, untried, vanished] = await publicChannels(4);
    const [member31] = [(await member({ subscribers: 100 })).channel.id];
    const old = new Date(Date.now() - 31 * DAY);
    await ctx.database.db.update(channels).set({ syncedAt: old, createdAt: old }).where(sql`${channels.id} in (${gone}, ${member31})`);
    await ctx.database.db.update(channels).set({ syncedAt: new Date(Date.now() - 29 * DAY) }).where(eq(channels.id, fresh as number));
    // Never tried by the sync (e.g. seeded long ago): kept until YouTube has been asked.
    await ctx.database.db.update(channels).set({ createdAt: old }).where(eq(channels.id, untried as number));
    // Never synced, and YouTube stopped returning it 31 days ago: purged with the others.
    await ctx.database.db.update(channels).set({ createdAt: old, syncMissingSince: old }).where(eq(channels.id, vanished as number));
    // Other channels of this database (earlier tests) are fresh, so exactly these two go.
    expect(await sync.purgeUnrefreshed()).toBe(2);
    expect(await channelRow(gone as number)).toBeUndefined();
    expect(await channelRow(vanished as number)).toBeUndefined();
    expect(await channelRow(untried as number)).toBeDefined();
    expect(await channelRow(fresh as number)).toBeDefined();
    expect(await channelRow(member31 as number)).toBeDefined(); // members' data is refreshed with their grant, never purged here
    const audit = await ctx.database.db.select().from(youtubeDataPurges).where(eq(youtubeDataPurges.channelId, gone as number));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ reason: 'YouTube data not refreshed within 30 days' });
    expect(await sync.purgeUnrefreshed()).toBe(0);
  });
});

function roundedLikeYouTube(n: number): number {
  const unit = 10 ** (Math.floor(Math.log10(n)) - 2);
  return Math.floor(n / unit) * unit;
}

describe('discovery filter "active in the last 30 days"', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({});
  }, 120_000);
  afterAll(async () => ctx?.close());

  it('lists only channels with an upload in the last 30 days, and refuses other windows', async () => {
    const viewer = await registeredUser(ctx.app, 'filter');
    const mk = async (name: string, lastUploadAt: Date | null) => (await ctx.database.db.insert(channels).values({
      youtubeId: ytId(), name, thumbnail: '/api/avatars/a.svg', subscribers: 5000, lastUploadAt,
    }).returning({ id: channels.id }))[0]?.id;
    const recent = await mk('Recent uploader', new Date(Date.now() - 3 * DAY));
    await mk('Quiet since spring', new Date(Date.now() - 90 * DAY));
    await mk('Never synced', null);
    const list = (filter: object) => ctx.app.inject({
      method: 'POST', url: '/api/loadFilteredChannels', headers: viewer.auth,
      payload: { filter, sort_by: 'subscriber_count', pagination: { page: 0, limit: 45 } },
    });
    const active = await list({ active_within_days: 30 });
    expect(active.statusCode).toBe(200);
    expect(active.json().channels.map((c: { id: number }) => c.id)).toEqual([recent]);
    expect(active.json().channels[0].lastUploadAt).toEqual(expect.any(String));
    expect((await list({})).json().channels).toHaveLength(3);
    expect((await list({ active_within_days: 7 })).statusCode).toBe(400);
  });

  it('development: a member syncs now (numbers move), a revoked development grant shows the reconnect state', async () => {
    const user = await registeredUser(ctx.app, 'dev-sync');
    const channel = await attachChannel(ctx, user.userId, { subscribers: 5000, views: 100_000 });
    await ctx.app.jobs.youtube.saveGrant(channel.id, user.userId, `dev-refresh:${channel.youtubeId}`);
    const post = (url: string, auth = user.auth) => ctx.app.inject({ method: 'POST', url, headers: auth });
    expect((await post('/api/dev/youtube-sync/now')).json()).toEqual({ outcome: 'synced' });
    expect((await post('/api/dev/youtube-sync/now')).json()).toEqual({ outcome: 'synced' });
    const history = await ctx.app.inject({ method: 'GET', url: `/api/channels/${channel.id}/stats-history`, headers: user.auth });
    const points = history.json().points as { views: number }[];
    expect(points).toHaveLength(2);
    expect(points[1]?.views).toBeGreaterThan(points[0]?.views as number);

    expect((await post('/api/dev/youtube-sync/revoke')).json()).toEqual({ outcome: 'revoked' });
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/channels/${channel.id}`, headers: user.auth });
    expect(detail.json().youtubeSync.state).toBe('reconnect');
    // Without a channel: 404; without a token: 401.
    const stranger = await registeredUser(ctx.app, 'no-channel');
    expect((await post('/api/dev/youtube-sync/now', stranger.auth)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/dev/youtube-sync/now' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/channels/${channel.id}/stats-history` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/channels/99999999/stats-history', headers: user.auth })).statusCode).toBe(404);
  });
});
