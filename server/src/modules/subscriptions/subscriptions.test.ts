import { emailSubscriptions } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test-support/test-app';

describe('GET /api/add_email', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('subscribes a valid address publicly and idempotently (case-insensitive)', async () => {
    const first = await ctx.app.inject('/api/add_email?email=Fan@Example.com');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: 'Subscribed' });
    const again = await ctx.app.inject('/api/add_email?email=fan@example.com');
    expect(again.json()).toEqual({ success: true, message: 'Already subscribed' });
    const rows = await ctx.database.db.select().from(emailSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(['fan@example.com']);
  });

  it.each(['', 'not-an-email', 'a@', '@b.com'])('rejects %j with 400', async (email) => {
    const res = await ctx.app.inject(`/api/add_email?email=${encodeURIComponent(email)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, fields: { 'querystring.email': expect.any(String) } });
  });

  it('rejects a missing parameter', async () => {
    expect((await ctx.app.inject('/api/add_email')).statusCode).toBe(400);
  });
});
