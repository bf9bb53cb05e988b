import { eq, isNull } from 'drizzle-orm';
import type { LoginResponse } from 'shared-api';
import { ConfigError, loadConfig } from '../../config';
import { channels } from '../../db/schema';
import { navigate, sessionCookie } from '../../../test-support/oauth-session';
import { createTestApp, type TestContext } from '../../../test-support/test-app';
import { registeredUser } from '../../../test-support/users';
import { DEV_BANNER } from './dev-consent-page';
import { PRODUCTION_ENV } from '../../../test-support/production-env';

const START = '/api/oauth2/authorization/google';
const AUTHORIZE = '/api/dev-oauth/authorize';

describe('YouTube channel connect with the development provider', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ seed: 40 });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function openConsent(label = 'dev') {
    const user = await registeredUser(ctx.app, label);
    const cookie = await sessionCookie(ctx.app, user);
    const start = await navigate(ctx.app, START, cookie);
    expect(start.status).toBe(302);
    const location = start.location as string;
    expect(location.startsWith(`${AUTHORIZE}?`)).toBe(true);
    const params = new URL(location, 'http://x').searchParams;
    const form = { state: params.get('state') as string, code_challenge: params.get('code_challenge') as string };
    return { user, cookie, location, form };
  }

  const post = (cookie: string, fields: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: AUTHORIZE,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  const verifyChannel = async (cookie: string) => {
    const res = await navigate(ctx.app, '/api/verify-channel', cookie);
    expect(res.status).toBe(200);
    return JSON.parse(res.body) as LoginResponse;
  };

  it('lists the caller\'s own channel first, so a member can reconnect it, and stores an active grant', async () => {
    const first = await openConsent('reconnect');
    const picked = await navigate(ctx.app, first.location, first.cookie);
    const firstId = Number(/id="channel-(\d+)"/.exec(picked.body)?.[1]);
    const done = await post(first.cookie, { ...first.form, action: 'pick', channel: String(firstId) });
    await navigate(ctx.app, done.headers.location as string, first.cookie);
    await ctx.database.executeSql("update youtube_grants set status = 'revoked' where channel_id = $1", [firstId]);

    const again = await navigate(ctx.app, START, first.cookie);
    const page = await navigate(ctx.app, again.location as string, first.cookie);
    expect(Number(/id="channel-(\d+)"/.exec(page.body)?.[1])).toBe(firstId);
    const params = new URL(again.location as string, 'http://x').searchParams;
    const res = await post(first.cookie, {
      state: params.get('state') as string, code_challenge: params.get('code_challenge') as string, action: 'pick', channel: String(firstId),
    });
    expect((await navigate(ctx.app, res.headers.location as string, first.cookie)).location).toBe('/register?oauth2Success=true');
    const grant = await ctx.database.executeSql('select status, refresh_token_enc from youtube_grants where channel_id = $1', [firstId]);
    expect(grant.rows).toEqual([{ status: 'active', refresh_token_enc: expect.stringMatching(/^v1\./) }]);
  });

  it('start → consent page lists unclaimed channels → pick → callback → verify-channel returns the channel', async () => {
    const { cookie, location, form } = await openConsent();
    const page = await navigate(ctx.app, location, cookie);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(DEV_BANNER);
    expect(page.body).toContain('Development sign-in — no real YouTube account is used');
    // The product's icon, so the browser does not ask for a missing /favicon.ico.
    expect(page.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(page.body).not.toMatch(/<script/i);
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self'/);

    const ids = [...page.body.matchAll(/<input type="radio" id="channel-(\d+)" name="channel" value="\1" required><label for="channel-\1">/g)]
      .map((m) => Number(m[1]));
    expect(ids).toHaveLength(8);
    const listed = await ctx.database.db.select().from(channels).where(isNull(channels.ownerUserId));
    const unclaimed = new Set(listed.map((c) => c.id));
    expect(ids.every((id) => unclaimed.has(id))).toBe(true);
    const picked = listed.find((c) => c.id === ids[0]);
    expect(page.body).toContain(`${Number(picked?.subscribers).toLocaleString('en-US')} subscribers`);

    const res = await post(cookie, { ...form, action: 'pick', channel: String(ids[0]) });
    expect(res.statusCode).toBe(303);
    const callback = res.headers.location as string;
    expect(callback).toMatch(/^\/api\/oauth2\/callback\/google\?code=[\w-]+&state=/);

    const done = await navigate(ctx.app, callback, cookie);
    expect(done).toMatchObject({ status: 302, location: '/register?oauth2Success=true' });
    const view = await verifyChannel(cookie);
    expect(view.userChannel).toMatchObject({ id: ids[0], name: picked?.name, youtubeId: picked?.youtubeId });

    // The code and the state each work once.
    expect((await navigate(ctx.app, callback, cookie)).location).toBe('/register?error=state');
  });

  it('a code is bound to its flow and redeemed once', async () => {
    const first = await openConsent();
    const res = await post(first.cookie, { ...first.form, action: 'pick', channel: String((await anyUnclaimedId())) });
    const code = new URL(res.headers.location as string, 'http://x').searchParams.get('code') as string;
    // The same user restarts: the old state is gone, and the old code is refused for the new state.
    const again = await navigate(ctx.app, START, first.cookie);
    const newState = new URL(again.location as string, 'http://x').searchParams.get('state') as string;
    const replay = await navigate(ctx.app, `/api/oauth2/callback/google?${new URLSearchParams({ code, state: newState })}`, first.cookie);
    expect(replay.location).toBe('/register?error=youtube');
    expect((await verifyChannel(first.cookie)).userChannel).toBeNull();
  });

  it('creates a new channel from the form and connects it', async () => {
    const { cookie, form } = await openConsent();
    const res = await post(cookie, { ...form, action: 'create', name: '  Night Owl Cooking ', handle: 'NightOwl.Cooks' });
    expect(res.statusCode).toBe(303);
    const done = await navigate(ctx.app, res.headers.location as string, cookie);
    expect(done.location).toBe('/register?oauth2Success=true');
    const view = await verifyChannel(cookie);
    expect(view.userChannel).toMatchObject({ name: 'Night Owl Cooking', handle: '@nightowl.cooks', subscriberCount: 0 });
    expect(view.userChannel?.youtubeId).toMatch(/^UC[\w-]{22}$/);
    const [row] = await ctx.database.db.select().from(channels).where(eq(channels.youtubeId, view.userChannel?.youtubeId as string));
    expect(row?.thumbnail).toMatch(/^\/api\/avatars\/Night-Owl-Cooking-[\w-]+\.svg$/);
  });

  it('re-shows the page with a clear message for an empty name or a bad handle', async () => {
    const { cookie, form } = await openConsent();
    const empty = await post(cookie, { ...form, action: 'create', name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('<p role="alert"');
    expect(empty.body).toContain('Enter a channel name.');
    const badHandle = await post(cookie, { ...form, action: 'create', name: 'Fine', handle: '@a b<script>' });
    expect(badHandle.statusCode).toBe(400);
    expect(badHandle.body).toContain('A handle has 3 to 30 letters, digits, dots, dashes or underscores.');
    expect(badHandle.body).not.toContain('<script>');
    expect(badHandle.body).toContain('value="@a b&#60;script&#62;"');
    const noPick = await post(cookie, { ...form, action: 'pick' });
    expect(noPick.statusCode).toBe(400);
    expect(noPick.body).toContain('Pick a channel to connect.');
  });

  it('deny returns to /register?error=access_denied', async () => {
    const { cookie, form } = await openConsent();
    const res = await post(cookie, { ...form, action: 'deny' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/api\/oauth2\/callback\/google\?error=access_denied&state=/);
    const done = await navigate(ctx.app, res.headers.location as string, cookie);
    expect(done.location).toBe('/register?error=access_denied');
    expect((await verifyChannel(cookie)).userChannel).toBeNull();
  });

  it('refuses a channel another member already owns, through the shared claim step', async () => {
    const owner = await openConsent('owner');
    const id = await anyUnclaimedId();
    const ok = await post(owner.cookie, { ...owner.form, action: 'pick', channel: String(id) });
    expect((await navigate(ctx.app, ok.headers.location as string, owner.cookie)).location).toBe('/register?oauth2Success=true');

    const other = await openConsent('other');
    const res = await post(other.cookie, { ...other.form, action: 'pick', channel: String(id) });
    const done = await navigate(ctx.app, res.headers.location as string, other.cookie);
    expect(done.location).toBe('/register?error=channel-owned');
    const [row] = await ctx.database.db.select().from(channels).where(eq(channels.id, id));
    expect(row?.ownerUserId).toBe(owner.user.userId);
  });

  it('shows the expired page without a session, for an unknown state, or for another user\'s state', async () => {
    const { location, form } = await openConsent();
    expect((await navigate(ctx.app, location)).status).toBe(400);
    const stranger = await openConsent('stranger');
    const page = await navigate(ctx.app, location, stranger.cookie);
    expect(page.status).toBe(400);
    expect(page.body).toContain('This sign-in request has expired');
    expect((await post(stranger.cookie, { ...form, action: 'deny' })).statusCode).toBe(400);
    expect((await navigate(ctx.app, `${AUTHORIZE}?state=unknown&code_challenge=x`, stranger.cookie)).status).toBe(400);
  });

  async function anyUnclaimedId(): Promise<number> {
    const [row] = await ctx.database.db.select({ id: channels.id }).from(channels).where(isNull(channels.ownerUserId)).limit(1);
    return row?.id as number;
  }
});

describe('the development provider in production', () => {
  const prod = { ...PRODUCTION_ENV };

  it('is refused by the configuration', () => {
    expect(() => loadConfig({ ...prod, OAUTH_PROVIDER: 'dev' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...prod, OAUTH_PROVIDER: 'dev' })).toThrow(/development-only/);
    expect(loadConfig(prod).oauth.provider).toBe('google');
  });

  it('requires the Google client id and secret with a clear error', () => {
    expect(() => loadConfig({ ...prod, GOOGLE_CLIENT_SECRET: '' })).toThrow(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required when OAUTH_PROVIDER=google/,
    );
  });

  it('has no routes (404) in a production app', async () => {
    const ctx = await createTestApp({ env: prod });
    try {
      expect(ctx.config.isProduction).toBe(true);
      expect((await navigate(ctx.app, `${AUTHORIZE}?state=x&code_challenge=y`)).status).toBe(404);
      const res = await ctx.app.inject({ method: 'POST', url: AUTHORIZE, payload: 'action=deny', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(res.statusCode).toBe(404);
      // The connect start itself exists and still asks for a session.
      expect((await navigate(ctx.app, START)).location).toBe('/login?error=session');
    } finally {
      await ctx.close();
    }
  });
});
