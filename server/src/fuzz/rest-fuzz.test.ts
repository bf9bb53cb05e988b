// Fuzzes every JSON route of the real app (real PGlite, real Auth emulator tokens) with generated hostile input:
// at least 1,000 inputs per route per run. No input may earn a 5xx, and the server must still answer health and
// carry a chat message afterwards. Seeded: FUZZ_SEED=<n> replays a run; the seed is printed when a run fails.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { type TestMember, validatedUser } from '../../test-support/users';
import { anyValue, encodeUnits, field, jsonBody, nulText, pathSegment, queryValue } from './evil-input';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
// A generous bound per route: the inputs are many and a shared CI machine may be slow; failures, not time, matter.

let ctx: TestContext;
let alice: TestMember;
let bob: TestMember;

beforeAll(async () => {
  ctx = await createTestApp({
    seed: 30,
    env: {
      RATE_LIMIT_READS_PER_MINUTE: '100000000', RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
      RATE_LIMIT_SEARCH_PER_MINUTE: '100000000', RATE_LIMIT_SESSION_PER_MINUTE: '100000000',
      RATE_LIMIT_MARK_READ_PER_MINUTE: '100000000', RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '100000000',
      RATE_LIMIT_ADDRESS_BAD_TOKENS_PER_MINUTE: '100000000', CHAT_SEND_BURST: '100000000',
    },
    // The avatar proxy never leaves this machine: every host resolves to a private address and is refused.
    imageProxy: { resolve: async () => ['10.0.0.1'] },
  });
  [alice, bob] = await Promise.all([validatedUser(ctx, 'fuzz-alice'), validatedUser(ctx, 'fuzz-bob')]);
}, 60_000);

afterAll(() => ctx?.close());

type Request = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;

interface Route {
  name: string;
  input: () => fc.Arbitrary<Request>;
}

const json = (method: 'POST' | 'PUT', url: string, shape: () => fc.Arbitrary<Record<string, unknown>>): Route => ({
  name: `${method} ${url}`,
  input: () => jsonBody(shape()).map((payload) => ({ method, url, payload, headers: { 'content-type': 'application/json' } })),
});

const get = (name: string, url: () => fc.Arbitrary<string>): Route => ({
  name,
  input: () => url().map((u) => ({ method: 'GET' as const, url: u })),
});

const ids = () => fc.oneof(fc.constant(alice.userId), fc.constant(bob.userId), fc.constant(alice.channel.id), fc.constant(bob.channel.id));

const ROUTES: Route[] = [
  json('POST', '/api/login', () => fc.record({ uid: field(fc.constant(alice.uid)), email: field(fc.emailAddress()), googleIdToken: field(fc.string()) })),
  json('POST', '/api/register', () => fc.record({ user: field(fc.record({ uid: field(fc.constant(alice.uid)), email: field(fc.emailAddress()) })) })),
  json('POST', '/api/updateProfile', () => fc.record({
    payloadMap: field(fc.record({
      userId: field(fc.constant(alice.userId)), categoryId: field(fc.integer({ min: 1, max: 44 })),
      languages: field(fc.array(fc.record({ id: field(fc.integer({ min: 1, max: 20 })), language: field(fc.string()) }), { maxLength: 3 })),
      country: field(fc.string()), city: field(fc.string()), collaborationInterests: field(fc.string()),
      collaborationStatus: field(fc.integer({ min: 0, max: 4 })), about: field(fc.string()),
    })),
  })),
  json('POST', '/api/loadFilteredChannels', () => fc.record({
    filter: field(fc.record({
      subscribers_min: field(fc.integer()), subscribers_max: field(fc.integer()), language: field(fc.string()),
      category: field(fc.string()), collaboration_status: field(fc.constantFrom('1', 'OPEN_TO_COLLAB', 'x')),
    })),
    sort_by: field(fc.constantFrom('relevance', 'subscriber_count', 'most_recent')),
    pagination: field(fc.record({ page: field(fc.integer({ min: 0, max: 3 })), limit: field(fc.integer({ min: 1, max: 45 })) })),
  })),
  json('POST', '/api/findChannelsByName', () => fc.record({
    name: field(fc.string({ minLength: 1, maxLength: 10 })),
    pagination: field(fc.record({ page: field(fc.nat(3)), limit: field(fc.integer({ min: 1, max: 12 })) })),
  })),
  json('POST', '/api/invitations', () => fc.record({
    inviterChannelId: field(fc.constant(alice.channel.id)), inviteeChannelId: field(ids()), message: field(fc.string()),
  })),
  json('POST', '/api/conversations', () => fc.record({ user1Id: field(fc.constant(alice.userId)), user2Id: field(ids()) })),
  json('POST', '/api/messages', () => fc.record({
    senderId: field(fc.constant(alice.userId)), recipientId: field(fc.constant(bob.userId)),
    content: field(fc.string({ minLength: 1 })), clientMessageId: field(fc.string({ minLength: 1, maxLength: 20 })),
  })),
  json('POST', '/api/collab-requests', () => fc.record({
    channelId: field(ids()), option: field(fc.constantFrom('GUEST_APPEARANCE', 'PAID_PROMOTION', 'DANCE_OFF')),
    timing: field(fc.string({ minLength: 1 })), message: field(fc.string({ minLength: 1 })),
  })),
  {
    name: 'POST /api/collab-requests/{id}/{action}',
    input: () => fc.tuple(pathSegment, fc.constantFrom('accept', 'decline', 'withdraw'), fc.record({ note: field(fc.string()) }))
      .map(([id, action, body]) => ({ method: 'POST' as const, url: `/api/collab-requests/${id}/${action}`, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } })),
  },
  json('PUT', '/api/collaboration-options', () => fc.record({
    options: field(fc.array(fc.record({
      key: field(fc.constantFrom('GUEST_APPEARANCE', 'PAID_PROMOTION', 'X')), available: field(fc.boolean()), description: field(fc.string()),
    }), { maxLength: 3 })),
  })),
  {
    name: 'PUT /api/channels/{id}/reviews/mine',
    input: () => fc.tuple(pathSegment, fc.record({ text: field(fc.string({ minLength: 1 })) }))
      .map(([id, body]) => ({ method: 'PUT' as const, url: `/api/channels/${id}/reviews/mine`, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } })),
  },
  get('GET /api/collab-requests/{id}', () => pathSegment.map((id) => `/api/collab-requests/${id}`)),
  get('GET /api/channels/{id}/reviews', () => pathSegment.map((id) => `/api/channels/${id}/reviews`)),
  get('GET /api/channels/{id}/collaboration', () => pathSegment.map((id) => `/api/channels/${id}/collaboration`)),
  { name: 'PUT /api/notifications/{id}/read', input: () => pathSegment.map((id) => ({ method: 'PUT' as const, url: `/api/notifications/${id}/read` })) },
  { name: 'PUT /api/notifications/mark-all-read', input: () => anyValue.map((v) => ({ method: 'PUT' as const, url: '/api/notifications/mark-all-read', payload: JSON.stringify(v), headers: { 'content-type': 'application/json' } })) },
  {
    name: 'POST /api/conversations/{id}/mark-as-read/{userId}',
    input: () => fc.tuple(pathSegment, fc.oneof(fc.constant(String(alice.userId)), pathSegment))
      .map(([c, u]) => ({ method: 'POST' as const, url: `/api/conversations/${c}/mark-as-read/${u}` })),
  },
  get('GET /api/notifications', () => fc.tuple(queryValue, queryValue).map(([p, s]) => `/api/notifications?page=${p}&size=${s}`)),
  get('GET /api/conversations/{userId}', () => fc.oneof(fc.constant(String(alice.userId)), pathSegment).map((u) => `/api/conversations/${u}`)),
  get('GET /api/messages/{userId}/{otherUserId}', () => fc.tuple(fc.oneof(fc.constant(String(alice.userId)), pathSegment), pathSegment, queryValue, queryValue)
    .map(([u, o, b, l]) => `/api/messages/${u}/${o}?before=${b}&limit=${l}`)),
  get('GET /api/conversations/{id}/messages', () => fc.tuple(pathSegment, queryValue, queryValue)
    .map(([c, a, l]) => `/api/conversations/${c}/messages?afterSequence=${a}&limit=${l}`)),
  get('GET /api/channels/{id}', () => pathSegment.map((id) => `/api/channels/${id}`)),
  get('GET /api/presence/{userId}', () => pathSegment.map((id) => `/api/presence/${id}`)),
  get('GET /api/tags/channel/{channelId}', () => pathSegment.map((id) => `/api/tags/channel/${id}`)),
  get('GET /api/invitations/channel/{channelId}', () => pathSegment.map((id) => `/api/invitations/channel/${id}`)),
  get('GET /api/add_email', () => fc.oneof(fc.emailAddress().map(encodeURIComponent), queryValue, nulText.map(encodeUnits)).map((e) => `/api/add_email?email=${e}`)),
  get('GET /api/avatars/{file}', () => pathSegment.map((f) => `/api/avatars/${f}.svg`)),
  get('GET /api/images/channels/{id}/{file}', () => fc.tuple(pathSegment, pathSegment, fc.oneof(fc.webUrl(), queryValue))
    .map(([c, f, u]) => `/api/images/channels/${c}/${f}.jpg?url=${encodeURIComponent(u)}`)),
];

describe(`REST fuzz (seed ${SEED}, ${RUNS} inputs per route)`, () => {
  it.each(ROUTES.map((r) => [r.name, r] as const))('%s never answers 5xx', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(route.input(), async (request) => {
        const res = await ctx.app.inject({ ...request, headers: { ...alice.auth, ...request.headers } });
        if (res.statusCode >= 500) throw new Error(`${res.statusCode} for ${request.method} ${request.url}: ${res.body.slice(0, 300)}`);
        if (res.statusCode === 400 && request.url !== '/api/updateProfile') {
          expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 600_000);

  it('still answers health and carries a chat message afterwards', async () => {
    expect((await ctx.app.inject('/api/health')).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/messages', headers: alice.auth,
      payload: { senderId: alice.userId, recipientId: bob.userId, content: 'after the fuzz' },
    });
    expect(res.statusCode).toBe(200);
    const history = await ctx.app.inject({ url: `/api/messages/${bob.userId}/${alice.userId}`, headers: bob.auth });
    expect(history.json<Array<{ content: string }>>().at(-1)?.content).toBe('after the fuzz');
  });
});
