import type { Tag } from 'shared-api';
import { backends, createTestApp, type TestContext } from '../../../test-support/test-app';
import { validatedUser, type TestMember } from '../../../test-support/users';

describe.each(backends())('channel tags on %s', (backend) => {
  let ctx: TestContext;
  let me: TestMember;
  beforeAll(async () => {
    ctx = await createTestApp({ backend, seed: 20 });
    me = await validatedUser(ctx, 'tagger');
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = me.auth) => ctx.app.inject({ method: 'GET', url, headers });

  it('lists the tags of a channel for a signed-in member', async () => {
    const res = await get(`/api/tags/channel/${me.channel.id}`);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json<Tag[]>())).toBe(true);
  });

  it('answers 404 for a channel that does not exist', async () => {
    const res = await get('/api/tags/channel/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'Channel not found' });
  });

  it('requires a bearer token (declared once for the route group)', async () => {
    expect((await get(`/api/tags/channel/${me.channel.id}`, {})).statusCode).toBe(401);
    expect((await get(`/api/tags/channel/${me.channel.id}`, { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });

  it('refuses a malformed id with 400', async () => {
    expect((await get('/api/tags/channel/abc')).statusCode).toBe(400);
  });
});
