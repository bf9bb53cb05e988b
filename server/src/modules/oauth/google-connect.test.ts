import { eq, sql } from 'drizzle-orm';
import type { LoginResponse } from 'shared-api';
import { channels, oauthStates } from '../../db/schema';
import { startFakeGoogle, youtubeChannelItem, type FakeGoogle, FAKE_CLIENT_ID } from '../../../test-support/oauth-fake-google';
import { navigate, sessionCookie } from '../../../test-support/oauth-session';
import { backends, createTestApp, type TestContext } from '../../../test-support/test-app';
import { registeredUser, validatedUser } from '../../../test-support/users';
import { CONNECT_ERROR_MESSAGES } from './connect-errors';
import { codeChallengeOf } from './pkce';

const START = '/api/oauth2/authorization/google';

describe.each(backends())('YouTube channel connect with the Google adapter on %s', (backend) => {
  let fake: FakeGoogle;
  let ctx: TestContext;

  beforeAll(async () => {
    fake = await startFakeGoogle();
    ctx = await createTestApp({ backend, env: { ...fake.env, PUBLIC_URL: 'https://collabhub.example' } });
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  /** A registered user with a session cookie, and the provider consent URL their connect starts at. */
  async function startConnect(label = 'connect') {
    const user = await registeredUser(ctx.app, label);
    const cookie = await sessionCookie(ctx.app, user);
    const start = await navigate(ctx.app, START, cookie);
    expect(start.status).toBe(302);
    return { user, cookie, location: start.location as string };
  }

  const verifyChannel = async (cookie: string) => {
    const res = await navigate(ctx.app, '/api/verify-channel', cookie);
    expect(res.status).toBe(200);
    return JSON.parse(res.body) as LoginResponse;
  };

  it('redirects to Google with the read-only scope, offline access, consent prompt, state and PKCE', async () => {
    const { user, location } = await startConnect();
    const auth = new URL(location);
    expect(`${auth.origin}${auth.pathname}`).toBe(`${fake.url}/o/oauth2/v2/auth`);
    const p = auth.searchParams;
    expect(p.get('response_type')).toBe('code');
    expect(p.get('client_id')).toBe(FAKE_CLIENT_ID);
    expect(p.get('redirect_uri')).toBe('https://collabhub.example/api/oauth2/callback/google');
    expect(p.get('scope')).toBe('https://www.googleapis.com/auth/youtube.readonly');
    expect(p.get('access_type')).toBe('offline');
    expect(p.get('prompt')).toBe('consent');
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = p.get('state') as string;
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await ctx.database.db.select().from(oauthStates).where(eq(oauthStates.state, state));
    expect(rows.map((r) => r.userId)).toEqual([user.userId]);
  });

  it('stores the channel, returns to /register?oauth2Success=true and verify-channel reports it', async () => {
    const { cookie, location } = await startConnect();
    const item = youtubeChannelItem({ title: 'Maple Street Kitchen', customUrl: '@maplestreetkitchen' });
    const callback = await navigate(ctx.app, fake.consent(location, { channel: item }), cookie);
    expect(callback).toMatchObject({ status: 302, location: '/register?oauth2Success=true' });

    // The adapter redeemed the code with the client credentials and the PKCE verifier of this flow.
    const tokenCall = fake.requests.filter((r) => r.path === '/token').at(-1);
    expect(tokenCall?.form).toMatchObject({
      grant_type: 'authorization_code',
      client_id: FAKE_CLIENT_ID,
      redirect_uri: 'https://collabhub.example/api/oauth2/callback/google',
    });
    expect(codeChallengeOf(tokenCall?.form.code_verifier ?? '')).toBe(new URL(location).searchParams.get('code_challenge'));
    const apiCall = fake.requests.filter((r) => r.path.startsWith('/youtube/v3/channels')).at(-1);
    expect(apiCall?.path).toBe('/youtube/v3/channels?part=snippet,statistics&mine=true');
    expect(apiCall?.headers.authorization).toMatch(/^Bearer ya29\./);

    const view = await verifyChannel(cookie);
    expect(view.validated).toBe(false);
    expect(view.userChannel).toMatchObject({
      youtubeId: item.id,
      name: 'Maple Street Kitchen',
      handle: '@maplestreetkitchen',
      thumbnail: `https://yt3.ggpht.com/${item.id}=s800`,
    });
    const [row] = await ctx.database.db.select().from(channels).where(eq(channels.youtubeId, item.id));
    expect(row).toMatchObject({
      subscribers: 45600, views: 1234567, videos: 210, country: 'CA',
      description: 'Weeknight recipes from a tiny kitchen.', link: 'https://www.youtube.com/@maplestreetkitchen',
    });
    // The access token is used once and kept nowhere.
    const token = String(apiCall?.headers.authorization).slice('Bearer '.length);
    const dump = await ctx.database.db.execute(sql`select row_to_json(c)::text as j from channels c where youtube_id = ${item.id}`);
    expect(JSON.stringify(dump.rows)).not.toContain(token);
  });

  it('claims an existing unowned row with the same YouTube id instead of duplicating it', async () => {
    const [seeded] = await ctx.database.db
      .insert(channels)
      .values({ youtubeId: 'UCunclaimedseedchannel01', name: 'Old Name', thumbnail: '/api/avatars/old.svg', about: 'kept' })
      .returning();
    const { cookie, location } = await startConnect();
    const item = youtubeChannelItem({ id: 'UCunclaimedseedchannel01', title: 'New Name' });
    const callback = await navigate(ctx.app, fake.consent(location, { channel: item }), cookie);
    expect(callback.location).toBe('/register?oauth2Success=true');
    const view = await verifyChannel(cookie);
    expect(view.userChannel).toMatchObject({ id: seeded?.id, name: 'New Name' });
    const rows = await ctx.database.db.select().from(channels).where(eq(channels.youtubeId, 'UCunclaimedseedchannel01'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.about).toBe('kept');
  });

  it('connecting a different channel later releases the previous one (one channel per member)', async () => {
    const user = await registeredUser(ctx.app, 'switcher');
    const cookie = await sessionCookie(ctx.app, user);
    const first = youtubeChannelItem({ title: 'First Channel' });
    const second = youtubeChannelItem({ title: 'Second Channel' });
    for (const item of [first, second]) {
      const start = await navigate(ctx.app, START, cookie);
      const done = await navigate(ctx.app, fake.consent(start.location as string, { channel: item }), cookie);
      expect(done.location).toBe('/register?oauth2Success=true');
    }
    expect((await verifyChannel(cookie)).userChannel).toMatchObject({ youtubeId: second.id, name: 'Second Channel' });
    const [old] = await ctx.database.db.select().from(channels).where(eq(channels.youtubeId, first.id));
    expect(old?.ownerUserId).toBeNull();
  });

  it('stores a hidden subscriber count as 0 with the hidden flag', async () => {
    const { cookie, location } = await startConnect();
    const item = youtubeChannelItem({ hidden: true });
    const callback = await navigate(ctx.app, fake.consent(location, { channel: item }), cookie);
    expect(callback.location).toBe('/register?oauth2Success=true');
    const res = await ctx.database.db.execute<{ subscribers: string; subscribers_hidden: boolean; views: string }>(
      sql`select subscribers, subscribers_hidden, views from channels where youtube_id = ${item.id}`,
    );
    expect(res.rows[0]).toMatchObject({ subscribers_hidden: true });
    expect(Number(res.rows[0]?.subscribers)).toBe(0);
    expect(Number(res.rows[0]?.views)).toBe(987654);
    expect((await verifyChannel(cookie)).userChannel?.subscriberCount).toBe(0);
  });

  it('refuses a channel already owned by another user', async () => {
    const owner = await validatedUser(ctx, 'owner');
    const { user, cookie, location } = await startConnect();
    const item = youtubeChannelItem({ id: owner.channel.youtubeId });
    const callback = await navigate(ctx.app, fake.consent(location, { channel: item }), cookie);
    expect(callback).toMatchObject({ status: 302, location: '/register?error=channel-owned' });
    expect(CONNECT_ERROR_MESSAGES['channel-owned']).toBe('This YouTube channel is already connected to another CollabHub account.');
    const [row] = await ctx.database.db.select().from(channels).where(eq(channels.id, owner.channel.id));
    expect(row?.ownerUserId).toBe(owner.userId);
    expect(row?.name).toBe(owner.channel.name);
    expect((await verifyChannel(cookie)).userChannel).toBeNull();
    expect(user.userId).not.toBe(owner.userId);
  });

  it('returns to /register?error=access_denied when consent is denied', async () => {
    const { cookie, location } = await startConnect();
    const before = fake.requests.length;
    const callback = await navigate(ctx.app, fake.deny(location), cookie);
    expect(callback).toMatchObject({ status: 302, location: '/register?error=access_denied' });
    expect(fake.requests.length).toBe(before);
    expect((await verifyChannel(cookie)).userChannel).toBeNull();
  });

  it('returns to /register?error=youtube when the token endpoint rejects the code', async () => {
    const { cookie, location } = await startConnect();
    const good = new URL(fake.consent(location, { channel: youtubeChannelItem() }), 'http://x');
    good.searchParams.set('code', '4/not-a-code-google-issued');
    const callback = await navigate(ctx.app, `${good.pathname}${good.search}`, cookie);
    expect(callback).toMatchObject({ status: 302, location: '/register?error=youtube' });
    expect(fake.requests.at(-1)?.path).toBe('/token');
    expect((await verifyChannel(cookie)).userChannel).toBeNull();
  });

  it('returns to /register?error=youtube when the YouTube Data API fails with 500', async () => {
    const { cookie, location } = await startConnect();
    const callback = await navigate(ctx.app, fake.consent(location, { channel: youtubeChannelItem(), apiStatus: 500 }), cookie);
    expect(callback).toMatchObject({ status: 302, location: '/register?error=youtube' });
    expect((await verifyChannel(cookie)).userChannel).toBeNull();
  });

  it('returns to /register?error=no-channel for a Google account without a channel', async () => {
    const { cookie, location } = await startConnect();
    const callback = await navigate(ctx.app, fake.consent(location, { channel: null }), cookie);
    expect(callback).toMatchObject({ status: 302, location: '/register?error=no-channel' });
  });

  it('returns to /register?error=youtube when the provider is unreachable', async () => {
    const down = await createTestApp({
      backend,
      env: { ...fake.env, GOOGLE_TOKEN_URL: 'http://127.0.0.1:1/token' },
    });
    try {
      const user = await registeredUser(down.app);
      const cookie = await sessionCookie(down.app, user);
      const start = await navigate(down.app, START, cookie);
      const callback = await navigate(down.app, fake.consent(start.location as string, { channel: youtubeChannelItem() }), cookie);
      expect(callback).toMatchObject({ status: 302, location: '/register?error=youtube' });
    } finally {
      await down.close();
    }
  });

  it('refuses a state that is forged, belongs to another user, or was already used', async () => {
    const a = await startConnect('alice');
    const b = await startConnect('bob');
    const forged = new URL(fake.consent(a.location, { channel: youtubeChannelItem() }), 'http://x');
    forged.searchParams.set('state', 'forged-state');
    expect((await navigate(ctx.app, `${forged.pathname}${forged.search}`, a.cookie)).location).toBe('/register?error=state');
    expect((await navigate(ctx.app, forged.pathname, a.cookie)).location).toBe('/register?error=state');

    // Bob's browser presenting Alice's callback (login CSRF / code injection) is refused.
    const alicesCallback = fake.consent(a.location, { channel: youtubeChannelItem() });
    expect((await navigate(ctx.app, alicesCallback, b.cookie)).location).toBe('/register?error=state');
    expect((await verifyChannel(b.cookie)).userChannel).toBeNull();

    // Alice's own callback still works once, then the state is spent.
    expect((await navigate(ctx.app, alicesCallback, a.cookie)).location).toBe('/register?oauth2Success=true');
    expect((await navigate(ctx.app, alicesCallback, a.cookie)).location).toBe('/register?error=state');
  });

  it('sends a visitor without a session to /login?error=session from both routes', async () => {
    expect(await navigate(ctx.app, START)).toMatchObject({ status: 302, location: '/login?error=session' });
    const { location } = await startConnect();
    const callback = fake.consent(location, { channel: youtubeChannelItem() });
    expect(await navigate(ctx.app, callback)).toMatchObject({ status: 302, location: '/login?error=session' });
    expect(await navigate(ctx.app, callback, 'collabhub_session=forged.value')).toMatchObject({ location: '/login?error=session' });
  });

  it('does not serve the development provider routes when the Google provider is configured', async () => {
    const { cookie, location } = await startConnect();
    const state = new URL(location).searchParams.get('state') as string;
    expect((await navigate(ctx.app, `/api/dev-oauth/authorize?state=${state}`, cookie)).status).toBe(404);
  });
});
