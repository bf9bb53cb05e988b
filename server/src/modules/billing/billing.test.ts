// Billing through the real app: the Stripe adapter against a local fake of Stripe's HTTP API, webhooks signed
// with Stripe's real scheme, idempotency by event id, isPremium following the subscription; and the development
// checkout (refused in production).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { SubscriptionState } from 'shared-api';
import { billingEvents, users } from '../../db/schema';
import { loadConfig } from '../../config';
import { createTestApp, type TestContext } from '../../../test-support/test-app';
import { validatedUser, type TestMember } from '../../../test-support/users';
import { signatureHeader, verifySignature, SignatureError } from './stripe-signature';
import { formEncode } from './stripe-provider';
import { DEV_CHECKOUT_BANNER } from './dev-checkout-page';

const WEBHOOK_SECRET = 'whsec_test_collabhub';
const SECRET_KEY = 'sk_test_collabhub';

interface FakeCall { path: string; auth: string | undefined; form: URLSearchParams }

/** A local fake of the two Stripe endpoints the adapter calls. */
async function startFakeStripe() {
  const calls: FakeCall[] = [];
  const read = (req: IncomingMessage) => new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => resolve(body));
  });
  const server: Server = createServer(async (req, res) => {
    const form = new URLSearchParams(await read(req));
    calls.push({ path: req.url ?? '', auth: req.headers.authorization, form });
    res.setHeader('content-type', 'application/json');
    if (req.headers.authorization !== `Bearer ${SECRET_KEY}`) {
      res.statusCode = 401;
      res.end(JSON.stringify({ error: { message: 'Invalid API Key provided' } }));
      return;
    }
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
      const id = `cs_test_${calls.length}`;
      res.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}` }));
      return;
    }
    const m = /^\/v1\/subscriptions\/([\w]+)$/.exec(req.url ?? '');
    if (req.method === 'POST' && m) {
      res.end(JSON.stringify({ id: m[1], object: 'subscription', customer: 'cus_1', status: 'active',
        cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
        items: { data: [{ current_period_end: 1_900_000_000 }] }, metadata: {} }));
      return;
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { message: 'not found' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('Stripe signature scheme', () => {
  const payload = '{"id":"evt_1"}';
  it('accepts a fresh signature and any of several v1 values', () => {
    const now = 1_800_000_000;
    const header = signatureHeader(payload, WEBHOOK_SECRET, now);
    expect(() => verifySignature(payload, header, WEBHOOK_SECRET, 300, now + 10)).not.toThrow();
    expect(() => verifySignature(payload, `${header},v1=${'0'.repeat(64)}`, WEBHOOK_SECRET, 300, now)).not.toThrow();
  });
  it.each([
    ['a wrong secret', signatureHeader(payload, 'whsec_other', 1_800_000_000), 1_800_000_000],
    ['an old timestamp', signatureHeader(payload, WEBHOOK_SECRET, 1_800_000_000 - 301), 1_800_000_000],
    ['a malformed header', 'v1=abc', 1_800_000_000],
    ['no header', undefined, 1_800_000_000],
  ])('refuses %s', (_label, header, now) => {
    expect(() => verifySignature(payload, header, WEBHOOK_SECRET, 300, now)).toThrow(SignatureError);
  });
  it('refuses a changed body', () => {
    const header = signatureHeader(payload, WEBHOOK_SECRET, 1_800_000_000);
    expect(() => verifySignature('{"id":"evt_2"}', header, WEBHOOK_SECRET, 300, 1_800_000_000)).toThrow(SignatureError);
  });
  it('encodes nested form parameters as Stripe expects', () => {
    expect(formEncode({ line_items: [{ price_data: { unit_amount: 1500 } }], mode: 'subscription' }))
      .toEqual(['line_items%5B0%5D%5Bprice_data%5D%5Bunit_amount%5D=1500', 'mode=subscription']);
  });
});

describe('billing with Stripe (local fake)', () => {
  let ctx: TestContext;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let member: TestMember;
  let seq = 0;

  beforeAll(async () => {
    fake = await startFakeStripe();
    ctx = await createTestApp({ env: {
      BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url, PUBLIC_URL: 'https://collabhub.example',
    } });
    member = await validatedUser(ctx, 'stripe');
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const state = async () => (await ctx.app.inject({ url: '/api/billing/subscription', headers: member.auth })).json<SubscriptionState>();
  const event = (type: string, object: object, created = Math.floor(Date.now() / 1000)) =>
    ({ id: `evt_${++seq}_${type}`, object: 'event', type, created, data: { object } });
  const deliver = (body: object, opts: { secret?: string; timestamp?: number } = {}) => {
    const payload = JSON.stringify(body);
    return ctx.app.inject({ method: 'POST', url: '/api/billing/webhook', payload,
      headers: { 'content-type': 'application/json',
        'stripe-signature': signatureHeader(payload, opts.secret ?? WEBHOOK_SECRET, opts.timestamp) } });
  };
  const subscription = (over: object = {}) => ({ id: 'sub_1', object: 'subscription', customer: 'cus_1', status: 'active',
    cancel_at_period_end: false, items: { data: [{ current_period_end: 1_900_000_000 }] },
    metadata: { userId: String(member.userId), plan: 'pro', period: 'annual' }, ...over });

  it('creates a Checkout Session with the plan\'s price, the member and a same-origin return', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: member.auth,
      payload: { plan: 'pro', period: 'annual', returnTo: '/channelPage/7' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    const call = fake.calls.at(-1) as FakeCall;
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.auth).toBe(`Bearer ${SECRET_KEY}`);
    expect(call.form.get('mode')).toBe('subscription');
    expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe('30000');
    expect(call.form.get('line_items[0][price_data][recurring][interval]')).toBe('year');
    expect(call.form.get('subscription_data[metadata][userId]')).toBe(String(member.userId));
    expect(call.form.get('client_reference_id')).toBe(String(member.userId));
    expect(call.form.get('success_url')).toBe('https://collabhub.example/channelPage/7?checkout=success');
    const evil = await ctx.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: member.auth,
      payload: { plan: 'basic', period: 'monthly', returnTo: '//evil.example/x' } });
    expect(evil.statusCode).toBe(200);
    expect(fake.calls.at(-1)?.form.get('success_url')).toBe('https://collabhub.example/settings?checkout=success');
  });

  it('rejects bad checkout input with 400 and no token with 401', async () => {
    const bad = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: member.auth, payload });
    expect((await bad({ plan: 'gold' })).statusCode).toBe(400);
    expect((await bad({ plan: 'simple', period: 'annual' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/billing/checkout', payload: { plan: 'pro' } })).statusCode).toBe(401);
  });

  it('refuses webhooks with a wrong secret or an old timestamp and changes nothing', async () => {
    const body = event('customer.subscription.created', subscription());
    expect((await deliver(body, { secret: 'whsec_wrong' })).statusCode).toBe(400);
    expect((await deliver(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).statusCode).toBe(400);
    const noSig = await ctx.app.inject({ method: 'POST', url: '/api/billing/webhook', payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' } });
    expect(noSig.statusCode).toBe(400);
    expect((await state()).isPremium).toBe(false);
    expect(await ctx.database.db.select().from(billingEvents)).toHaveLength(0);
  });

  it('subscription created makes the member premium; a duplicate event changes nothing', async () => {
    const created = event('customer.subscription.created', subscription());
    const first = await deliver(created);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ received: true, duplicate: false, applied: true });
    expect(await state()).toMatchObject({ isPremium: true, plan: 'pro', planName: 'Pro Plan', period: 'annual',
      status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: new Date(1_900_000_000_000).toISOString(), provider: 'stripe' });

    // Meanwhile the subscription was cancelled; a redelivery of the old "created" event must not revive it.
    await ctx.database.db.update(users).set({ isPremium: false }).where(eq(users.id, member.userId));
    const again = await deliver(created);
    expect(again.json()).toMatchObject({ duplicate: true, applied: false });
    expect((await state()).isPremium).toBe(false);
    await ctx.database.db.update(users).set({ isPremium: true }).where(eq(users.id, member.userId));
  });

  it('updated changes the state; an older event arriving late is ignored; deleted ends premium', async () => {
    const now = Math.floor(Date.now() / 1000);
    await deliver(event('customer.subscription.updated', subscription({ status: 'past_due' }), now + 5));
    expect(await state()).toMatchObject({ isPremium: true, status: 'past_due' });
    await deliver(event('customer.subscription.updated', subscription({ status: 'unpaid' }), now - 100));
    expect((await state()).status).toBe('past_due');
    await deliver(event('customer.subscription.deleted', subscription({ status: 'canceled' }), now + 10));
    expect(await state()).toMatchObject({ isPremium: false, status: 'canceled' });
  });

  it('cancel asks Stripe to cancel at the period end and keeps premium until then', async () => {
    const now = Math.floor(Date.now() / 1000);
    await deliver(event('customer.subscription.created', subscription({ id: 'sub_2' }), now - 1));
    expect((await state()).isPremium).toBe(true);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/billing/subscription/cancel', headers: member.auth });
    expect(res.statusCode).toBe(200);
    expect(fake.calls.at(-1)?.path).toBe('/v1/subscriptions/sub_2');
    expect(fake.calls.at(-1)?.form.get('cancel_at_period_end')).toBe('true');
    expect(await state()).toMatchObject({ isPremium: true, cancelAtPeriodEnd: true });
  });

  it('has no development checkout', async () => {
    expect((await ctx.app.inject({ url: '/api/dev-billing/checkout/cs_dev_x' })).statusCode).toBe(404);
  });
});

describe('development checkout', () => {
  let ctx: TestContext;
  let member: TestMember;
  beforeAll(async () => {
    ctx = await createTestApp();
    member = await validatedUser(ctx, 'devpay');
  });
  afterAll(() => ctx.close());

  async function sessionCookie(who: TestMember): Promise<string> {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', headers: who.auth,
      payload: { uid: who.uid, email: who.email, googleIdToken: 'g' } });
    const set = res.headers['set-cookie'];
    return (Array.isArray(set) ? set[0] : set)?.split(';')[0] ?? '';
  }

  it('is clearly marked, belongs to the member who started it, and makes them premium', async () => {
    const start = await ctx.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: member.auth,
      payload: { plan: 'simple', returnTo: '/channelPage/3' } });
    const { url } = start.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/dev-billing\/checkout\/cs_dev_/);
    const cookie = await sessionCookie(member);

    const other = await validatedUser(ctx, 'devpay-other');
    const otherCookie = await sessionCookie(other);
    expect((await ctx.app.inject({ url, headers: { cookie: otherCookie } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `${url}/complete`, headers: { cookie: otherCookie } })).statusCode).toBe(404);

    const page = await ctx.app.inject({ url, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(DEV_CHECKOUT_BANNER);
    expect(page.body).toContain('$30.00');
    const pay = await ctx.app.inject({ method: 'POST', url: `${url}/complete`, headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe('/channelPage/3?checkout=success');
    const s = (await ctx.app.inject({ url: '/api/billing/subscription', headers: member.auth })).json<SubscriptionState>();
    expect(s).toMatchObject({ isPremium: true, plan: 'simple', period: 'monthly', status: 'active', provider: 'dev' });
    // A finished checkout cannot be paid twice.
    expect((await ctx.app.inject({ method: 'POST', url: `${url}/complete`, headers: { cookie } })).statusCode).toBe(404);

    const cancel = await ctx.app.inject({ method: 'POST', url: '/api/billing/subscription/cancel', headers: member.auth });
    expect(cancel.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/billing/subscription', headers: member.auth })).json<SubscriptionState>())
      .toMatchObject({ isPremium: true, cancelAtPeriodEnd: true });
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), GOOGLE_CLIENT_ID: 'a',
      GOOGLE_CLIENT_SECRET: 'b', BILLING_PROVIDER: 'dev' })).toThrow(/development-only checkout/);
  });
});
