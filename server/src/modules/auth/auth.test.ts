import type { LoginResponse } from 'shared-api';
import { newIdentity } from '../../../test-support/emulator';
import { backends, createTestApp, type TestContext } from '../../../test-support/test-app';
import { attachChannel, bearer, registeredUser, validatedUser } from '../../../test-support/users';
import { channelLanguages } from '../../db/schema';

describe.each(backends())('login, register and verify-channel on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ backend });
  });
  afterAll(() => ctx.close());

  const post = (url: string, token: string, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });

  it('login answers 200 with only the message "User not found" before registration, and no session', async () => {
    const who = await newIdentity();
    const res = await post('/api/login', who.idToken, { uid: who.uid, email: who.email, googleIdToken: 'g' });
    // SPEC §4: the sequence branches on the server's message; a 200 keeps the browser's console free of a failure.
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User not found' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('register creates the user, sets the session cookie and returns the login shape', async () => {
    const who = await newIdentity();
    const res = await post('/api/register', who.idToken, { uid: who.uid, email: who.email, googleIdToken: 'g' });
    expect(res.statusCode).toBe(200);
    const body = res.json<LoginResponse>();
    expect(body).toEqual({
      uid: who.uid,
      email: who.email,
      validated: false,
      user: { id: expect.any(Number), uid: who.uid, email: who.email, isPremium: false },
      userChannel: null,
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/collabhub_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('register twice answers 409 "User already exists"; login then works (wrapped body too)', async () => {
    const who = await newIdentity();
    const body = { user: { uid: who.uid, email: who.email, googleIdToken: 'g' } };
    expect((await post('/api/register', who.idToken, body)).statusCode).toBe(200);
    const again = await post('/api/register', who.idToken, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'User already exists' });
    const login = await post('/api/login', who.idToken, body);
    expect(login.statusCode).toBe(200);
    expect(login.json<LoginResponse>().uid).toBe(who.uid);
  });

  it('refuses a body uid that is not the token owner', async () => {
    const a = await newIdentity();
    const b = await newIdentity();
    for (const url of ['/api/login', '/api/register']) {
      const res = await post(url, a.idToken, { uid: b.uid, email: b.email, googleIdToken: 'g' });
      expect(res.statusCode).toBe(403);
    }
  });

  it('validates the body', async () => {
    const who = await newIdentity();
    const res = await post('/api/login', who.idToken, { email: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('requires a valid token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { uid: 'x' } });
    expect(res.statusCode).toBe(401);
    expect((await post('/api/register', 'not-a-token', { uid: 'x' })).statusCode).toBe(401);
  });

  it('verify-channel works with the session cookie alone and reports the channel state', async () => {
    const who = await newIdentity();
    const reg = await post('/api/register', who.idToken, { uid: who.uid, email: who.email, googleIdToken: 'g' });
    const cookie = String(reg.headers['set-cookie']).split(';')[0] as string;
    const first = await ctx.app.inject({ url: '/api/verify-channel', headers: { cookie } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ uid: who.uid, validated: false, userChannel: null });

    const userId = reg.json<LoginResponse>().user.id;
    const channel = await attachChannel(ctx, userId, { name: 'Cookie Channel' });
    const second = await ctx.app.inject({ url: '/api/verify-channel', headers: { cookie } });
    const body = second.json<LoginResponse>();
    expect(body.validated).toBe(false); // connected, profile not complete yet
    expect(body.userChannel).toMatchObject({ id: channel.id, channelName: 'Cookie Channel', userId, uid: who.uid });
  });

  it('a claimed channel with complete data does not validate until the creator saves the profile', async () => {
    const user = await registeredUser(ctx.app);
    const claimed = await attachChannel(ctx, user.userId, { categoryId: 8, collaborationStatus: 1, mainLanguage: 'English' });
    await ctx.database.db.insert(channelLanguages).values({ channelId: claimed.id, languageId: 1 });
    const before = await ctx.app.inject({ url: '/api/verify-channel', headers: user.auth });
    expect(before.json<LoginResponse>().validated).toBe(false);
    const saved = await post('/api/updateProfile', user.idToken, {
      payloadMap: { userId: user.userId, categoryId: 8, languages: [{ id: 1, language: 'English' }], collaborationStatus: 1 },
    });
    expect(saved.statusCode).toBe(200);
    const after = await ctx.app.inject({ url: '/api/verify-channel', headers: user.auth });
    expect(after.json<LoginResponse>().validated).toBe(true);
  });

  it('verify-channel accepts a bearer token and refuses a missing or tampered cookie', async () => {
    const member = await validatedUser(ctx);
    const res = await ctx.app.inject({ url: '/api/verify-channel', headers: member.auth });
    expect(res.json<LoginResponse>()).toMatchObject({ validated: true, userChannel: { id: member.channel.id } });
    expect((await ctx.app.inject('/api/verify-channel')).statusCode).toBe(401);
    const forged = await ctx.app.inject({
      url: '/api/verify-channel', headers: { cookie: `collabhub_session=${member.uid}|9999999999.bad` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('login of a validated member returns validated true with the channel', async () => {
    const member = await validatedUser(ctx);
    const res = await post('/api/login', member.idToken, { uid: member.uid, email: member.email, googleIdToken: 'g' });
    const body = res.json<LoginResponse>();
    expect(body.validated).toBe(true);
    expect(body.userChannel).toMatchObject({
      id: member.channel.id,
      category: 'Gaming',
      contentLanguages: ['English'],
      language: [{ id: 1, language: 'English' }],
      collaborationStatus: 1,
    });
  });

  it('a registered user without a row cannot use member calls', async () => {
    const who = await newIdentity();
    const res = await ctx.app.inject({ url: '/api/notifications/unread', headers: bearer(who.idToken) });
    expect(res.statusCode).toBe(403);
    const user = await registeredUser(ctx.app);
    expect((await ctx.app.inject({ url: '/api/notifications/unread', headers: user.auth })).statusCode).toBe(200);
  });
});
