// Authentication is declared once per route group (requireAuthentication in deps.ts; the lint run refuses it per
// route). This checks the other side: every operation /api/docs says takes a bearer token refuses a call without
// one, so a route group that forgot its declaration fails here.
import { createTestApp, type TestContext } from '../test-support/test-app';

type Doc = { paths: Record<string, Record<string, { security?: unknown[] }>> };

describe('route groups declare their authentication', () => {
  let ctx: TestContext;
  let doc: Doc;
  beforeAll(async () => {
    ctx = await createTestApp();
    doc = (await ctx.app.inject('/api/docs/json')).json<Doc>();
  }, 60_000);
  afterAll(() => ctx.close());

  it('answers 401 without a token on every operation documented with a bearer token', async () => {
    const secured = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops)
      .filter(([, op]) => (op.security?.length ?? 0) > 0)
      .map(([method, op]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1'), op })));
    expect(secured.length).toBeGreaterThan(30);
    const answers: string[] = [];
    for (const { method, url } of secured) {
      const res = await ctx.app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
      answers.push(`${method} ${url} ${res.statusCode}`);
    }
    expect(answers.filter((a) => !a.endsWith(' 401'))).toEqual([]);
  });
});
