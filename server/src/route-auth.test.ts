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
  }, 180_000);
  afterAll(() => ctx.close());

  it('answers 401 without a token on every operation documented with a bearer token', async () => {
    const secured = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops)
      .filter(([, op]) => (op.security?.length ?? 0) > 0)
      .map(([method, op]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1'), op })));
    expect(secured.length).toBeGreaterThan(30);
    // The hook's own refusal, before validation and the handler (requireUser's 401 would hide a missing hook).
    const refusals = ['Missing bearer ID token', 'No session: sign in first'];
    const answers: string[] = [];
    for (const { method, url } of secured) {
      const res = await ctx.app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
      const message = res.statusCode === 401 ? res.json<{ message: string }>().message : '';
      answers.push(`${method} ${url} ${res.statusCode} ${refusals.includes(message) ? 'hook' : message}`);
    }
    expect(answers.filter((a) => !a.endsWith(' 401 hook'))).toEqual([]);
  });
});
