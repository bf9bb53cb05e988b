// The services are created once per app and shared by every route module.
import { createTestApp, type TestContext } from '../test-support/test-app';

describe('service container', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers health and languages through the container services', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
    const languages = await ctx.app.inject({ method: 'GET', url: '/api/languages' });
    const list = languages.json<{ id: number; language: string }[]>();
    expect(list.map((l) => l.language)).toEqual([...list.map((l) => l.language)].sort((a, b) => a.localeCompare(b)));
    expect(list).toContainEqual(expect.objectContaining({ language: 'English' }));
  });

  it('reports an unavailable database as 503 without failing the request', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: 'unavailable' });
    await broken.app.close();
  });
});
