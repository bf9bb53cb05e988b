// Fuzzes the billing routes and the development checkout of the real app (real PGlite, Auth emulator tokens, a
// real session cookie) with hostile input: lone UTF-16 surrogates, NUL, integers past int4, huge numbers and wrong
// types in every field and path segment. No input may earn a 5xx, and checkout and the state call still work
// afterwards. FUZZ_RUNS / FUZZ_SEED as in rest-fuzz.test.ts. (Signed webhook events are fuzzed in
// modules/billing/webhook-robustness.test.ts.)
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { type TestMember, validatedUser } from '../../test-support/users';
import { field, hugeNumber, jsonBody, nulText, numericText, pathSegment, queryValue } from './evil-input';

// 300 inputs per route by default keeps this file fast; FUZZ_RUNS=1000 (or more) for a longer run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/** Text with lone surrogates (PostgreSQL refuses them in json and text). */
const loneSurrogate = fc.oneof(
  fc.constantFrom('\ud800', '\udfff', 'a\ud800b', '\udc00\ud800', '\ud83d'),
  fc.string().map((s) => `${s}\ud800${s}`),
);
/** A path segment that also carries lone surrogates as raw percent-encoded bytes (CESU-8 and WTF-8 forms). */
const evilSegment = fc.oneof(pathSegment, fc.constantFrom('%ED%A0%80', 'cs_dev_%ED%B0%80', 'cs_dev_%00', '%00', 'cs_dev_%C0%80', '%FF'),
  fc.constantFrom('cs_dev_').chain((p) => fc.string({ maxLength: 90 }).map((s) => `${p}${encodeURIComponent(s)}`)));
const evilText = fc.oneof(loneSurrogate, nulText, numericText, hugeNumber.map(String), fc.string());

let ctx: TestContext;
let member: TestMember;
let cookie = '';

beforeAll(async () => {
  ctx = await createTestApp({ env: {
    // The fuzz sends thousands of writes from one address: every budget out of its way, per member and per address.
    RATE_LIMIT_READS_PER_MINUTE: '100000000', RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
    RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '100000000', RATE_LIMIT_ADDRESS_BAD_TOKENS_PER_MINUTE: '100000000',
  } });
  member = await validatedUser(ctx, 'fuzz-billing');
  const login = await ctx.app.inject({ method: 'POST', url: '/api/login', headers: member.auth,
    payload: { uid: member.uid, email: member.email, googleIdToken: 'g' } });
  const set = login.headers['set-cookie'];
  cookie = (Array.isArray(set) ? set[0] : set)?.split(';')[0] ?? '';
}, 180_000);

afterAll(() => ctx?.close());

type Request = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;

const ROUTES: Array<[string, () => fc.Arbitrary<Request>]> = [
  ['POST /api/billing/checkout', () => jsonBody(fc.record({
    plan: field(fc.oneof(fc.constantFrom('simple', 'plus', 'basic', 'pro', 'enterprise'), evilText)),
    period: field(fc.oneof(fc.constantFrom('monthly', 'annual'), evilText)),
    returnTo: field(fc.oneof(fc.constantFrom('/billing', '/channelPage/1', '//evil.example'), evilText.map((t) => `/${t}`))),
  }, { requiredKeys: [] })).map((payload) => ({ method: 'POST' as const, url: '/api/billing/checkout', payload, headers: { 'content-type': 'application/json' } }))],
  ['POST /api/billing/subscription/cancel', () => jsonBody(fc.dictionary(fc.string(), evilText, { maxKeys: 3 }))
    .map((payload) => ({ method: 'POST' as const, url: '/api/billing/subscription/cancel', payload, headers: { 'content-type': 'application/json' } }))],
  ['POST /api/billing/subscription/resume', () => jsonBody(fc.dictionary(fc.string(), evilText, { maxKeys: 3 }))
    .map((payload) => ({ method: 'POST' as const, url: '/api/billing/subscription/resume', payload, headers: { 'content-type': 'application/json' } }))],
  ['GET /api/billing/subscription', () => queryValue.map((q) => ({ method: 'GET' as const, url: `/api/billing/subscription?x=${q}` }))],
  ['GET /api/dev-billing/checkout/{id}', () => evilSegment.map((id) => ({ method: 'GET' as const, url: `/api/dev-billing/checkout/${id}`, headers: { cookie } }))],
  ['POST /api/dev-billing/checkout/{id}/complete|cancel', () => fc.tuple(evilSegment, fc.constantFrom('complete', 'cancel'), fc.oneof(fc.constant(''), fc.string()))
    .map(([id, action, body]) => ({ method: 'POST' as const, url: `/api/dev-billing/checkout/${id}/${action}`, payload: body,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' } }))],
];

describe(`billing fuzz (seed ${SEED}, ${RUNS} inputs per route)`, () => {
  it.each(ROUTES)('%s never answers 5xx', async (_name, input) => {
    await fc.assert(
      fc.asyncProperty(input(), async (request) => {
        const res = await ctx.app.inject({ ...request, headers: { ...member.auth, ...request.headers } });
        if (res.statusCode >= 500) throw new Error(`${res.statusCode} for ${request.method} ${request.url}: ${res.body.slice(0, 300)}`);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);

  it('still starts a checkout and reports the subscription afterwards', async () => {
    const start = await ctx.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: member.auth, payload: { plan: 'plus' } });
    expect([200, 409]).toContain(start.statusCode);
    const state = await ctx.app.inject({ url: '/api/billing/subscription', headers: member.auth });
    expect(state.statusCode).toBe(200);
    expect(state.json()).toMatchObject({ introOffer: { percentOff: 50, months: 3 } });
  });
});
