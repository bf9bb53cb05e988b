// /api/docs describes every operation: its request body where it takes one, and its error answers in shared-api's
// error body. A route added without a documented error fails here.
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { errorAnswers } from './documented-errors';

interface Operation {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; anyOf?: unknown[] } }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
}
type Doc = { paths: Record<string, Record<string, Operation>> };

/** "METHOD path" of each operation without a documented 4xx answer carrying the error body. */
function undocumentedErrors(doc: Doc): string[] {
  const missing: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      // A 4xx for nearly every route; a route no client can get wrong (the readiness probe) documents its 5xx.
      const errors = Object.entries(op.responses).filter(([status]) => /^[45]\d\d$/.test(status));
      const described = errors.some(([, r]) => {
        const json = r.content?.['application/json']?.schema.properties;
        return json !== undefined && ['statusCode', 'error', 'message'].every((k) => k in json);
      });
      if (!described) missing.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return missing;
}

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  let doc: Doc;
  beforeAll(async () => {
    ctx = await createTestApp();
    doc = (await ctx.app.inject('/api/docs/json')).json<Doc>();
  }, 60_000);
  afterAll(() => ctx.close());

  it('documents an error answer of every operation', () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
    expect(undocumentedErrors(doc)).toEqual([]);
  });

  it('the check refuses an operation that documents no error', () => {
    const bare: Doc = { paths: { '/api/x': { get: { responses: { 200: {} } } } } };
    expect(undocumentedErrors(bare)).toEqual(['GET /api/x']);
  });

  it('documents every JSON body a route validates', () => {
    const withBody = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).filter(([, op]) => op.requestBody).map(([method]) => `${method.toUpperCase()} ${path}`));
    expect(withBody).toEqual(expect.arrayContaining([
      'POST /api/loadFilteredChannels', 'POST /api/messages', 'POST /api/invitations', 'PUT /api/collaboration-options',
    ]));
  });

  it('documents updateProfile\'s body (wrapped or not) and its plain-text refusals', () => {
    const op = doc.paths['/api/updateProfile']?.post as Operation;
    const body = JSON.stringify(op.requestBody?.content['application/json']?.schema);
    expect(body).toContain('payloadMap');
    expect(body).toContain('collaborationStatus');
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '429']));
    expect(op.responses['400']?.content).toHaveProperty('text/plain');
  });

  it('leaves the legal texts, which are files, out of the API', () => {
    expect(Object.keys(doc.paths)).not.toContain('/terms_of_service.txt');
  });

  it('keeps the success answer of a route that declares none', () => {
    expect(Object.keys(doc.paths['/api/notifications/mark-all-read']?.put?.responses ?? {})).toContain('200');
  });

  it('updateProfile without a token answers the documented JSON 401', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/updateProfile', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });
});

describe('errorAnswers', () => {
  it('derives 400, 401 and 429 from the route, and adds what the route names', () => {
    expect(Object.keys(errorAnswers({ url: '/api/x', schema: { body: {}, security: [] }, config: { errors: { 404: 'gone' } } })))
      .toEqual(['400', '401', '404', '429', '503']);
    expect(errorAnswers({ url: '/api/x', schema: {}, config: { limit: false } })).toEqual({});
  });
});
