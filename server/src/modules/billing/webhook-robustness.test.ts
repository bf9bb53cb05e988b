// The webhook under hostile but validly signed input and under Stripe's bursts: 3,000 signed malformed events
// (NUL, lone surrogates, overlong ids, 1e308 timestamps, user ids past int4, null objects…) are each answered 2xx
// and ignored or 400, never 5xx, and the server keeps applying real events; 130 events in one burst from one
// address all pass (the webhook has its own budget, not the anonymous write budget of 120/min).
import fc from 'fast-check';
import type { SubscriptionState } from 'shared-api';
import { backends, createTestApp, type TestContext } from '../../../test-support/test-app';
import { validatedUser, type TestMember } from '../../../test-support/users';
import { deliverWebhook, startFakeStripe, stripeEnv, type FakeStripe } from '../../../test-support/stripe-fake';

const EVIL_STRINGS = ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '', ' ', 'x'.repeat(101), 'é'.repeat(200), '%00', '\u202e', 'evt_\n'];
const EVIL_NUMBERS = [1e308, -1e308, -1, 0, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, 1.5, 4_102_444_801];
const evilValue = fc.oneof(
  fc.constantFrom<unknown>(...EVIL_STRINGS, ...EVIL_NUMBERS, null, true, [], {}, [null], { id: '\u0000' }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.integer(),
);
const FIELDS = [
  'id', 'type', 'created', 'data', 'data.object', 'data.object.id', 'data.object.status', 'data.object.customer',
  'data.object.current_period_end', 'data.object.items', 'data.object.items.data', 'data.object.metadata',
  'data.object.metadata.userId', 'data.object.metadata.plan', 'data.object.metadata.period', 'data.object.cancel_at_period_end',
] as const;
const TYPES = ['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted',
  'checkout.session.completed', 'invoice.paid'];

function set(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) return;
    node = next as Record<string, unknown>;
  }
  node[keys.at(-1) as string] = value;
}

describe.each(backends())('Stripe webhook robustness (%s)', (backend) => {
  let ctx: TestContext;
  let fake: FakeStripe;
  let member: TestMember;

  beforeAll(async () => {
    fake = await startFakeStripe();
    ctx = await createTestApp({ backend, env: stripeEnv(fake) });
    member = await validatedUser(ctx, 'robust');
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const valid = (n: number, type: string) => ({
    id: `evt_${backend}_${n}`, object: 'event', type, created: Math.floor(Date.now() / 1000) - 60,
    data: { object: {
      id: `sub_${backend}_${n % 7}`, object: 'subscription', customer: 'cus_1', status: 'active', cancel_at_period_end: false,
      items: { data: [{ current_period_end: 1_900_000_000 }] },
      metadata: { userId: String(member.userId), plan: 'plus', period: 'monthly' },
    } },
  });

  it('answers 3,000 signed malformed events with 2xx-and-ignored or 400, never 5xx, and keeps working', async () => {
    const mutation = fc.record({
      type: fc.constantFrom(...TYPES),
      edits: fc.array(fc.tuple(fc.constantFrom(...FIELDS), evilValue), { minLength: 1, maxLength: 3 }),
      raw: fc.option(fc.constantFrom('null', '[]', '"x"', '1e308', '{', '{"id":"evt_\\u0000"}', '\u0000', ''), { freq: 20 }),
    });
    const samples = fc.sample(mutation, { numRuns: 3000, seed: 2028 });
    const statuses = new Map<number, number>();
    let n = 0;
    for (const sample of samples) {
      n += 1;
      const body = valid(100_000 + n, sample.type) as unknown as Record<string, unknown>;
      for (const [field, value] of sample.edits) set(body, field, value);
      // Spread over addresses: the point here is the answers, not the budget.
      const res = await deliverWebhook(ctx.app, sample.raw ?? body, { address: `10.0.${n % 8}.1` });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) throw new Error(`500 for ${JSON.stringify(sample)}: ${res.body}`);
    }
    expect([...statuses.keys()].every((s) => s === 200 || s === 400)).toBe(true);
    expect(statuses.get(200)).toBeGreaterThan(2000);

    // Still applies a real event afterwards.
    const real = valid(1, 'customer.subscription.created');
    real.data.object.id = `sub_${backend}_after_fuzz`;
    const ok = await deliverWebhook(ctx.app, real, { address: '10.1.0.1' });
    expect(ok.json()).toMatchObject({ received: true, applied: true, ignored: null });
    const state = (await ctx.app.inject({ url: '/api/billing/subscription', headers: member.auth })).json<SubscriptionState>();
    expect(state).toMatchObject({ isPremium: true, plan: 'plus' });
  }, 120_000);

  it.each([
    ['NUL in the id', { id: 'evt_\u0000' }],
    ['an id over 100 characters', { id: `evt_${'a'.repeat(120)}` }],
    ['created 1e308', { created: 1e308 }],
    ['a null data.object', { type: 'checkout.session.completed', data: { object: null } }],
  ])('acknowledges and ignores %s, saying why', async (_label, over) => {
    const res = await deliverWebhook(ctx.app, { ...valid(2, 'customer.subscription.updated'), ...over }, { address: '10.2.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ received: true, applied: false, ignored: expect.stringMatching(/^malformed/) });
  });

  it('ignores a user id past int4 and a NUL status', async () => {
    const big = valid(3, 'customer.subscription.created');
    big.data.object.id = `sub_${backend}_big`;
    big.data.object.metadata.userId = '2147483648';
    expect((await deliverWebhook(ctx.app, big, { address: '10.2.0.2' })).json()).toMatchObject({ applied: false, ignored: expect.any(String) });
    const nul = valid(4, 'customer.subscription.updated');
    nul.data.object.status = 'act\u0000ive';
    expect((await deliverWebhook(ctx.app, nul, { address: '10.2.0.2' })).json()).toMatchObject({ applied: false, ignored: expect.any(String) });
  });

  it('takes 130 signed events in one burst from one address without a 429', async () => {
    const answers = await Promise.all(Array.from({ length: 130 }, (_, i) =>
      deliverWebhook(ctx.app, valid(200_000 + i, 'invoice.paid'), { address: '10.3.0.1' })));
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(0);
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    // The anonymous write budget still applies to other writes from that address.
    const writes = await Promise.all(Array.from({ length: 125 }, (_, i) => ctx.app.inject({
      url: `/api/add_email?email=burst${i}@example.com`, remoteAddress: '10.3.0.1' })));
    expect(writes.filter((r) => r.statusCode === 429).length).toBeGreaterThan(0);
  });
});
