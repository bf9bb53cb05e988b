// Billing through the real app: the Stripe SDK adapter against a local fake of Stripe's HTTP API, webhooks signed
// with Stripe's real scheme, idempotency by event id, one row per subscription with the member's premium derived
// from all of them (whatever the delivery order), and the development checkout (refused in production).
import { eq } from 'drizzle-orm';
import type { SubscriptionState } from 'shared-api';
import { billingEvents, billingSubscriptions, users } from '../../db/schema';
import { loadConfig } from '../../config';
import { backends, createTestApp, type TestContext } from '../../../test-support/test-app';
import { validatedUser, type TestMember } from '../../../test-support/users';
import {
  deliverWebhook, FAKE_SECRET_KEY, startFakeStripe, stripeEnv, type FakeStripe, type FakeStripeCall,
} from '../../../test-support/stripe-fake';
import { chargeText, DEV_CHECKOUT_BANNER } from './dev-checkout-page';
import { createStripeProvider, offerOfCoupon, STRIPE_API_VERSION } from './stripe-provider';
import { planById } from 'shared-api';

describe('intro offer texts and coupons', () => {
  const simple = planById('simple');
  const pro = planById('pro');
  it('states the intro price the way the billing page does, or the regular price without an offer', () => {
    if (!simple || !pro) throw new Error('plans missing');
    expect(chargeText(simple, 'monthly', { percentOff: 50, months: 3 })).toBe('$15.00/month for 3 months, then $30.00/month');
    expect(chargeText(simple, 'monthly', null)).toBe('$30.00/month');
    expect(chargeText(pro, 'annual', { percentOff: 50, months: 3 })).toBe('$300.00/year');
  });
  it('takes only a valid "% off for N months" coupon as an offer', () => {
    expect(offerOfCoupon({ valid: true, percent_off: 50, duration: 'repeating', duration_in_months: 3 })).toEqual({ percentOff: 50, months: 3 });
    expect(offerOfCoupon({ valid: false, percent_off: 50, duration: 'repeating', duration_in_months: 3 })).toBeNull();
    expect(offerOfCoupon({ valid: true, percent_off: null, duration: 'repeating', duration_in_months: 3 })).toBeNull();
    expect(offerOfCoupon({ valid: true, percent_off: 50, duration: 'forever', duration_in_months: null })).toBeNull();
  });
});

describe.each(backends())('billing with Stripe (local fake, %s)', (backend) => {
  let ctx: TestContext;
  let fake: FakeStripe;
  let member: TestMember;
  let seq = 0;

  beforeAll(async () => {
    fake = await startFakeStripe();
    ctx = await createTestApp({ backend, env: stripeEnv(fake) });
    member = await validatedUser(ctx, 'stripe');
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const stateOf = async (who: TestMember) =>
    (await ctx.app.inject({ url: '/api/billing/subscription', headers: who.auth })).json<SubscriptionState>();
  const state = () => stateOf(member);
  const event = (type: string, object: object, created = Math.floor(Date.now() / 1000)) =>
    ({ id: `evt_${++seq}_${backend}`, object: 'event', type, created, data: { object } });
  const deliver = (body: object, opts: { secret?: string; timestamp?: number } = {}) => deliverWebhook(ctx.app, body, opts);
  const subscription = (over: object = {}, who: TestMember = member) => ({ id: 'sub_1', object: 'subscription', customer: 'cus_1',
    status: 'active', cancel_at_period_end: false, items: { data: [{ current_period_end: 1_900_000_000 }] },
    metadata: { userId: String(who.userId), plan: 'pro', period: 'annual' }, ...over });

  it('creates a Checkout Session through the SDK: pinned API version, an idempotency key, the plan\'s price', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: member.auth,
      payload: { plan: 'pro', period: 'annual', returnTo: '/channelPage/7' } });
    expect(res.statusCode).toBe(200);
    const call = fake.calls.at(-1) as FakeStripeCall;
    expect(res.json()).toEqual({ id: expect.stringMatching(/^cs_test_/), url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\//) });
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.auth).toBe(`Bearer ${FAKE_SECRET_KEY}`);
    expect(call.apiVersion).toBe(STRIPE_API_VERSION);
    expect(call.idempotencyKey).toMatch(new RegExp(`^checkout-${member.userId}-[0-9a-f-]{36}$`));
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
    expect(fake.calls.at(-1)?.idempotencyKey).not.toBe(call.idempotencyKey);
  });

  it('without STRIPE_INTRO_COUPON advertises no discount and charges the regular price', async () => {
    expect((await state()).introOffer).toBeNull();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: member.auth, payload: { plan: 'simple' } });
    expect(res.statusCode).toBe(200);
    const call = fake.calls.at(-1) as FakeStripeCall;
    expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe('3000');
    expect([...call.form.keys()].filter((k) => k.startsWith('discounts'))).toEqual([]);
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
    expect(first.json()).toMatchObject({ received: true, duplicate: false, applied: true, ignored: null });
    expect(await state()).toMatchObject({ isPremium: true, plan: 'pro', planName: 'Pro Plan', period: 'annual',
      status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: new Date(1_900_000_000_000).toISOString(), provider: 'stripe' });

    // Meanwhile the subscription was cancelled; a redelivery of the old "created" event must not revive it.
    await ctx.database.db.update(billingSubscriptions).set({ status: 'canceled' }).where(eq(billingSubscriptions.subscriptionId, 'sub_1'));
    const again = await deliver(created);
    expect(again.json()).toMatchObject({ duplicate: true, applied: false });
    expect((await state()).isPremium).toBe(false);
    await ctx.database.db.update(billingSubscriptions).set({ status: 'active' }).where(eq(billingSubscriptions.subscriptionId, 'sub_1'));
  });

  it('updated changes the state; an older event arriving late is ignored; deleted ends premium', async () => {
    const now = Math.floor(Date.now() / 1000);
    await deliver(event('customer.subscription.updated', subscription({ status: 'past_due' }), now + 5));
    expect(await state()).toMatchObject({ isPremium: true, status: 'past_due' });
    await deliver(event('customer.subscription.updated', subscription({ status: 'unpaid' }), now - 100));
    expect((await state()).status).toBe('past_due');
    await deliver(event('customer.subscription.deleted', subscription({ status: 'canceled' }), now + 10));
    expect(await state()).toMatchObject({ isPremium: false, status: 'canceled' });
    const [row] = await ctx.database.db.select({ isPremium: users.isPremium }).from(users).where(eq(users.id, member.userId));
    expect(row?.isPremium).toBe(false);
  });

  it('cancel asks Stripe to cancel at the period end and keeps premium until then', async () => {
    const now = Math.floor(Date.now() / 1000);
    await deliver(event('customer.subscription.created', subscription({ id: 'sub_2' }), now - 1));
    expect((await state()).isPremium).toBe(true);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/billing/subscription/cancel', headers: member.auth });
    expect(res.statusCode).toBe(200);
    const call = fake.calls.at(-1) as FakeStripeCall;
    expect(call.path).toBe('/v1/subscriptions/sub_2');
    expect(call.form.get('cancel_at_period_end')).toBe('true');
    expect(call.idempotencyKey).toMatch(/^cancel-sub_2-/);
    expect(await state()).toMatchObject({ isPremium: true, cancelAtPeriodEnd: true });
  });

  it('resume asks Stripe to take the cancellation back; premium is kept; then nothing is left to resume', async () => {
    const other = await validatedUser(ctx, 'stripe-resume-other');
    const resume = (who?: TestMember) => ctx.app.inject({ method: 'POST', url: '/api/billing/subscription/resume', headers: who?.auth });
    // Another member's resume neither reaches Stripe for this member's subscription nor changes it.
    const before = fake.calls.length;
    const foreign = await resume(other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: 'You have no cancelled subscription to resume' });
    expect((await resume()).statusCode).toBe(401);
    expect(fake.calls.length).toBe(before);
    expect(await state()).toMatchObject({ isPremium: true, cancelAtPeriodEnd: true });

    const res = await resume(member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const call = fake.calls.at(-1) as FakeStripeCall;
    expect(call.path).toBe('/v1/subscriptions/sub_2');
    expect(call.form.get('cancel_at_period_end')).toBe('false');
    expect(call.idempotencyKey).toMatch(/^resume-sub_2-/);
    expect(await state()).toMatchObject({ isPremium: true, cancelAtPeriodEnd: false, status: 'active', plan: 'pro' });
    const again = await resume(member);
    expect(again.statusCode).toBe(404);
    expect(fake.calls.at(-1)).toBe(call);
  });

  describe('several subscriptions of one member, events late and out of order (issue row 2)', () => {
    const day = 86_400;
    it('created(old) -> deleted(old) -> created(new) -> late updated(old, canceled) keeps premium', async () => {
      const who = await validatedUser(ctx, 'row2a');
      const t0 = Math.floor(Date.now() / 1000) - 10 * day;
      const old = (over: object) => subscription({ id: `sub_old_a_${backend}`, ...over }, who);
      const fresh = (over: object) => subscription({ id: `sub_new_a_${backend}`, ...over }, who);
      await deliver(event('customer.subscription.created', old({}), t0));
      await deliver(event('customer.subscription.deleted', old({ status: 'canceled' }), t0 + 2 * day));
      expect((await stateOf(who)).isPremium).toBe(false);
      await deliver(event('customer.subscription.created', fresh({}), t0 + 3 * day));
      expect((await stateOf(who)).isPremium).toBe(true);
      // Sent by Stripe a day after the old one was created, delivered days later.
      const late = await deliver(event('customer.subscription.updated', old({ status: 'canceled', cancel_at_period_end: true }), t0 + day));
      expect(late.statusCode).toBe(200);
      expect(late.json()).toMatchObject({ applied: false });
      expect(await stateOf(who)).toMatchObject({ isPremium: true, status: 'active' });
      const rows = await ctx.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, who.userId));
      expect(rows.map((r) => [r.subscriptionId, r.status]).sort()).toEqual([
        [`sub_new_a_${backend}`, 'active'], [`sub_old_a_${backend}`, 'canceled'],
      ]);
    });

    it('created(new) -> deleted(new) -> late updated(old, active), the old one deleted earlier, does not grant premium', async () => {
      const who = await validatedUser(ctx, 'row2b');
      const t0 = Math.floor(Date.now() / 1000) - 10 * day;
      const old = (over: object) => subscription({ id: `sub_old_b_${backend}`, ...over }, who);
      const fresh = (over: object) => subscription({ id: `sub_new_b_${backend}`, ...over }, who);
      await deliver(event('customer.subscription.created', old({}), t0));
      await deliver(event('customer.subscription.deleted', old({ status: 'canceled' }), t0 + 2 * day));
      await deliver(event('customer.subscription.created', fresh({}), t0 + 3 * day));
      await deliver(event('customer.subscription.deleted', fresh({ status: 'canceled' }), t0 + 5 * day));
      const late = await deliver(event('customer.subscription.updated', old({ status: 'active' }), t0 + day));
      expect(late.statusCode).toBe(200);
      expect(await stateOf(who)).toMatchObject({ isPremium: false, status: 'canceled' });
      const [row] = await ctx.database.db.select({ isPremium: users.isPremium }).from(users).where(eq(users.id, who.userId));
      expect(row?.isPremium).toBe(false);
    });

    it('created(incomplete) and updated(active) in the same second, delivered in reverse, end active', async () => {
      const who = await validatedUser(ctx, 'row2e');
      const at = Math.floor(Date.now() / 1000) - 60;
      const sub = (status: string) => subscription({ id: `sub_tie_${backend}`, status }, who);
      await deliver(event('customer.subscription.updated', sub('active'), at));
      await deliver(event('customer.subscription.created', sub('incomplete'), at));
      expect(await stateOf(who)).toMatchObject({ isPremium: true, status: 'active' });
    });

    it('a subscription stays with the member it was first recorded for', async () => {
      const owner = await validatedUser(ctx, 'row2c');
      const other = await validatedUser(ctx, 'row2d');
      const now = Math.floor(Date.now() / 1000);
      await deliver(event('customer.subscription.created', subscription({ id: `sub_own_${backend}` }, owner), now - 10));
      await deliver(event('customer.subscription.updated', subscription({ id: `sub_own_${backend}` }, other), now - 5));
      expect((await stateOf(owner)).isPremium).toBe(true);
      expect((await stateOf(other)).isPremium).toBe(false);
    });
  });

  it('has no development checkout', async () => {
    expect((await ctx.app.inject({ url: '/api/dev-billing/checkout/cs_dev_x' })).statusCode).toBe(404);
  });
});

describe('billing with Stripe and an intro coupon (local fake)', () => {
  let ctx: TestContext;
  let fake: FakeStripe;
  let member: TestMember;
  beforeAll(async () => {
    fake = await startFakeStripe();
    fake.coupons.set('INTRO50', { valid: true, percent_off: 50, duration: 'repeating', duration_in_months: 3 });
    fake.coupons.set('FOREVER50', { valid: true, percent_off: 50, duration: 'forever', duration_in_months: null });
    ctx = await createTestApp({ env: stripeEnv(fake, { STRIPE_INTRO_COUPON: 'INTRO50' }) });
    member = await validatedUser(ctx, 'coupon');
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const checkoutCall = async (plan: string) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: member.auth, payload: { plan } });
    expect(res.statusCode).toBe(200);
    return fake.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1) as FakeStripeCall;
  };

  it('advertises the coupon\'s terms and applies the coupon to the billing page\'s plans only', async () => {
    const s = (await ctx.app.inject({ url: '/api/billing/subscription', headers: member.auth })).json<SubscriptionState>();
    expect(s.introOffer).toEqual({ percentOff: 50, months: 3 });
    expect((await checkoutCall('plus')).form.get('discounts[0][coupon]')).toBe('INTRO50');
    expect((await checkoutCall('basic')).form.get('discounts[0][coupon]')).toBeNull();
    // The coupon is looked up once, not on every call.
    expect(fake.calls.filter((c) => c.path === '/v1/coupons/INTRO50')).toHaveLength(1);
  });

  it.each(['UNKNOWN', 'FOREVER50'])('a coupon %s (unknown, or not "% off for N months") is neither advertised nor applied', async (coupon) => {
    const warnings: string[] = [];
    const provider = createStripeProvider({ apiUrl: fake.url, secretKey: FAKE_SECRET_KEY, webhookSecret: 'whsec_x',
      webhookToleranceSeconds: 300, introCoupon: coupon, log: { warn: (_o, msg) => warnings.push(msg) } });
    expect(await provider.introOffer()).toBeNull();
    expect(warnings).toHaveLength(1);
    await provider.createCheckout({ userId: member.userId, email: null, plan: 'simple', period: 'monthly',
      successUrl: 'https://collabhub.example/a', cancelUrl: 'https://collabhub.example/b' });
    const call = fake.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1) as FakeStripeCall;
    expect(call.form.get('discounts[0][coupon]')).toBeNull();
    expect(call.form.get('line_items[0][price_data][unit_amount]')).toBe('3000');
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
    // What the billing page advertises for Simple (50% off for 3 months) is what this checkout states.
    expect(page.body).toContain('$15.00/month for 3 months, then $30.00/month');
    const state = (await ctx.app.inject({ url: '/api/billing/subscription', headers: member.auth })).json<SubscriptionState>();
    expect(state.introOffer).toEqual({ percentOff: 50, months: 3 });
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

  it('resume takes a cancellation back for the member only (dev provider)', async () => {
    const stateOf = async (who: TestMember) =>
      (await ctx.app.inject({ url: '/api/billing/subscription', headers: who.auth })).json<SubscriptionState>();
    const resume = (who?: TestMember) => ctx.app.inject({ method: 'POST', url: '/api/billing/subscription/resume', headers: who?.auth });
    // `member` cancelled in the test above; a member who never subscribed has nothing to resume.
    expect(await stateOf(member)).toMatchObject({ isPremium: true, cancelAtPeriodEnd: true });
    const stranger = await validatedUser(ctx, 'devpay-resume-other');
    expect((await resume(stranger)).statusCode).toBe(404);
    expect((await resume()).statusCode).toBe(401);
    expect(await stateOf(member)).toMatchObject({ cancelAtPeriodEnd: true });

    const before = await stateOf(member);
    const res = await resume(member);
    expect(res.statusCode).toBe(200);
    expect(await stateOf(member)).toEqual({ ...before, cancelAtPeriodEnd: false });
    const [row] = await ctx.database.db.select({ isPremium: users.isPremium }).from(users).where(eq(users.id, member.userId));
    expect(row?.isPremium).toBe(true);
    // Nothing is set to end any more.
    expect((await resume(member)).statusCode).toBe(404);
  });

  it('answers 404 to any id that is not a development checkout id (NUL, surrogates, overlong), never 500', async () => {
    const cookie = await sessionCookie(member);
    for (const id of ['%00', 'cs_dev_%00', 'cs_dev_%ED%A0%80', `cs_dev_${'a'.repeat(200)}`, '%F0%9F%98%80', 'x'.repeat(5000)]) {
      const page = await ctx.app.inject({ url: `/api/dev-billing/checkout/${id}`, headers: { cookie } });
      expect([400, 404, 414]).toContain(page.statusCode);
      for (const action of ['complete', 'cancel']) {
        const post = await ctx.app.inject({ method: 'POST', url: `/api/dev-billing/checkout/${id}/${action}`, headers: { cookie } });
        expect([400, 404, 414]).toContain(post.statusCode);
      }
    }
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('starts a new subscription after an ended one instead of reviving it', async () => {
    const who = await validatedUser(ctx, 'devpay-again');
    const cookie = await sessionCookie(who);
    const pay = async (plan: string) => {
      const { url } = (await ctx.app.inject({ method: 'POST', url: '/api/billing/checkout', headers: who.auth, payload: { plan } })).json<{ url: string }>();
      const res = await ctx.app.inject({ method: 'POST', url: `${url}/complete`, headers: { cookie } });
      expect(res.statusCode).toBe(303);
    };
    await pay('plus');
    await ctx.database.db.update(billingSubscriptions).set({ status: 'canceled' }).where(eq(billingSubscriptions.userId, who.userId));
    await pay('simple');
    const rows = await ctx.database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, who.userId));
    expect(rows.map((r) => `${r.plan}:${r.status}`).sort()).toEqual(['plus:canceled', 'simple:active']);
    expect((await ctx.app.inject({ url: '/api/billing/subscription', headers: who.auth })).json<SubscriptionState>())
      .toMatchObject({ isPremium: true, plan: 'simple' });
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), GOOGLE_CLIENT_ID: 'a',
      GOOGLE_CLIENT_SECRET: 'b', BILLING_PROVIDER: 'dev' })).toThrow(/development-only checkout/);
  });
});
