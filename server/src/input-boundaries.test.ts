// Client mistakes that the database would refuse (U+0000 in text, integers beyond the int4 columns, subscriber
// bounds beyond bigint) are refused at the boundary with 400 and the usual error shape, never a 500.
import { navigate, sessionCookie } from '../test-support/oauth-session';
import { backends, createTestApp, type TestContext } from '../test-support/test-app';
import { type TestMember, validatedUser } from '../test-support/users';

const BIG = 2 ** 31;

type Request = readonly ['GET' | 'POST' | 'PUT', string, unknown?];

describe.each(backends())('input at the database\'s limits on %s', (backend) => {
  let ctx: TestContext;
  let alice: TestMember;
  let bob: TestMember;
  beforeAll(async () => {
    ctx = await createTestApp({ backend });
    [alice, bob] = await Promise.all([validatedUser(ctx, 'alice'), validatedUser(ctx, 'bob')]);
  });
  afterAll(() => ctx?.close());

  async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
    const res = await ctx.app.inject({ method, url, headers: alice.auth, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, body: res.json<{ statusCode: number; error: string; message: string; fields?: Record<string, string> }>() };
  }

  const profile = (extra: Record<string, unknown>) => ({
    payloadMap: { userId: alice.userId, categoryId: 8, languages: [{ id: 1, language: 'English' }], collaborationStatus: 1, ...extra },
  });

  it.each([
    ['a search name', (): Request => ['POST', '/api/findChannelsByName', { name: 'ab\u0000c' }], 'body.name'],
    ['a language filter', (): Request => ['POST', '/api/loadFilteredChannels', { filter: { language: 'en\u0000' } }], 'body.filter.language'],
    ['a message', (): Request => ['POST', '/api/messages', { senderId: alice.userId, recipientId: bob.userId, content: 'hi\u0000' }], 'body.content'],
    ['a client message id', (): Request => ['POST', '/api/messages', { senderId: alice.userId, recipientId: bob.userId, content: 'hi', clientMessageId: '\u0000' }], 'body.clientMessageId'],
    ['an invitation message', (): Request => ['POST', '/api/invitations', { inviterChannelId: alice.channel.id, inviteeChannelId: bob.channel.id, message: '\u0000' }], 'body.message'],
  ] as const)('refuses a NUL character in %s with 400 naming the field', async (_what, request, field) => {
    const [method, url, payload] = request();
    const res = await call(method, url, payload);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.body.fields?.[field]).toMatch(/NUL/);
  });

  it.each(['about', 'city'])('refuses a NUL character in the profile\'s %s with a plain-text 400', async (field) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/updateProfile', headers: alice.auth, payload: profile({ [field]: 'x\u0000y' }) });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/NUL/);
  });

  it.each([
    ['recipientId', (): Request => ['POST', '/api/messages', { senderId: alice.userId, recipientId: BIG, content: 'hi' }], 'body.recipientId'],
    ['user2Id', (): Request => ['POST', '/api/conversations', { user1Id: alice.userId, user2Id: BIG }], 'body.user2Id'],
    ['inviteeChannelId', (): Request => ['POST', '/api/invitations', { inviterChannelId: alice.channel.id, inviteeChannelId: BIG }], 'body.inviteeChannelId'],
    ['a channel id in the path', (): Request => ['GET', `/api/channels/${BIG}`], 'params.id'],
    ['a huge channel id in the path', (): Request => ['GET', '/api/channels/99999999999999999999'], 'params.id'],
    ['afterSequence', (): Request => ['GET', `/api/conversations/1/messages?afterSequence=${BIG}`], 'querystring.afterSequence'],
    ['before', (): Request => ['GET', `/api/messages/${alice.userId}/${bob.userId}?before=${BIG}`], 'querystring.before'],
    ['a notification id', (): Request => ['PUT', `/api/notifications/${BIG}/read`], 'params.id'],
  ] as const)('refuses %s at 2^31 with 400 naming the field', async (_what, request, field) => {
    const [method, url, payload] = request();
    const res = await call(method, url, payload);
    expect(res.status).toBe(400);
    expect(res.body.fields?.[field]).toBeDefined();
  });

  it('still accepts the largest id the column holds (and answers 404 when nothing has it)', async () => {
    expect((await call('GET', `/api/channels/${BIG - 1}`)).status).toBe(404);
    expect((await call('PUT', `/api/notifications/${BIG - 1}/read`)).status).toBe(404);
  });

  it.each([1e21, 1e300, '9223372036854775808', '1e21', -1e21])('refuses the subscriber bound %p with 400', async (bound) => {
    for (const key of ['subscribers_min', 'subscribers_max']) {
      const res = await call('POST', '/api/loadFilteredChannels', { filter: { [key]: bound } });
      expect(res.status).toBe(400);
      expect(res.body.fields?.[`body.filter.${key}`]).toMatch(/at most/);
    }
  });

  it('keeps the spec\'s fallback for empty and non-numeric bounds', async () => {
    const res = await call('POST', '/api/loadFilteredChannels', { filter: { subscribers_min: 'abc', subscribers_max: '' } });
    expect(res.status).toBe(200);
  });

  it('treats a development OAuth state with a NUL character as unknown, not as a server error', async () => {
    const cookie = await sessionCookie(ctx.app, alice);
    const consent = await navigate(ctx.app, '/api/dev-oauth/authorize?state=a%00b&code_challenge=x', cookie);
    expect(consent.status).toBe(400);
    const callback = await navigate(ctx.app, '/api/oauth2/callback/google?state=a%00b&code=x', cookie);
    expect(callback.status).toBe(302);
    expect(callback.location).toMatch(/error=state/);
  });
});
