// Property: whatever order Stripe delivers the events of a member's 1-3 subscriptions in (reordered, duplicated,
// days late), the member's plan is the plan computed from the final state of each subscription. Events go
// through the real webhook, signed with Stripe's scheme, on PGlite (and PostgreSQL with DATABASE_URL).
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { SubscriptionState } from 'shared-api';
import { billingSubscriptions, users } from '../../db/schema';
import { backends, createTestApp, type TestContext } from '../../../test-support/test-app';
import { validatedUser, type TestMember } from '../../../test-support/users';
import { deliverWebhook, startFakeStripe, stripeEnv, type FakeStripe } from '../../../test-support/stripe-fake';

const DAY = 86_400;
const PREMIUM = new Set(['active', 'trialing', 'past_due']);
const PLANS = [['simple', 'monthly'], ['plus', 'monthly'], ['pro', 'annual'], ['basic', 'monthly']] as const;

interface SubEvent { type: string; status: string; created: number; periodEnd: number }
interface SubPlan { plan: string; period: string; events: SubEvent[] }

/** One subscription's life: created, some updates, maybe deleted; strictly increasing event times. */
const lifeArb = (index: number, t0: number) => fc.record({
  plan: fc.constantFrom(...PLANS),
  first: fc.constantFrom('incomplete', 'active', 'trialing'),
  updates: fc.array(fc.record({ status: fc.constantFrom('active', 'past_due', 'unpaid', 'trialing'), gapDays: fc.integer({ min: 0, max: 3 }) }), { maxLength: 3 }),
  deleted: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  startDays: fc.integer({ min: 0, max: 4 }),
}).map((r): SubPlan => {
  // Times are multiples of 10 s plus the subscription's index: distinct across subscriptions too.
  let t = t0 + r.startDays * DAY + index;
  const step = (gapDays: number) => (t += gapDays * DAY + 10);
  const events: SubEvent[] = [{ type: 'customer.subscription.created', status: r.first, created: t, periodEnd: t + 30 * DAY }];
  for (const u of r.updates) {
    const at = step(u.gapDays);
    events.push({ type: 'customer.subscription.updated', status: u.status, created: at, periodEnd: at + 30 * DAY });
  }
  if (r.deleted !== null) {
    const at = step(r.deleted);
    events.push({ type: 'customer.subscription.deleted', status: 'canceled', created: at, periodEnd: at });
  }
  return { plan: r.plan[0], period: r.plan[1], events };
});

describe.each(backends())('billing state under any delivery order (%s)', (backend) => {
  let ctx: TestContext;
  let fake: FakeStripe;
  let member: TestMember;
  let run = 0;

  beforeAll(async () => {
    fake = await startFakeStripe();
    ctx = await createTestApp({ backend, env: stripeEnv(fake) });
    member = await validatedUser(ctx, 'ordering');
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('gives the plan computed from each subscription\'s final state', async () => {
    const t0 = Math.floor(Date.now() / 1000) - 20 * DAY;
    const scenario = fc.integer({ min: 1, max: 3 })
      .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => lifeArb(i, t0))))
      .chain((subs) => {
        const total = subs.reduce((sum, s) => sum + s.events.length, 0);
        return fc.record({
          subs: fc.constant(subs),
          // A sort key per delivery (a random order), and which events Stripe delivers twice.
          order: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: total * 2, maxLength: total * 2 }),
          duplicates: fc.uniqueArray(fc.nat({ max: total - 1 }), { maxLength: Math.min(total, 4) }),
        });
      });

    await fc.assert(fc.asyncProperty(scenario, async ({ subs, order, duplicates }) => {
      run += 1;
      await ctx.database.db.delete(billingSubscriptions).where(eq(billingSubscriptions.userId, member.userId));
      await ctx.database.db.update(users).set({ isPremium: false }).where(eq(users.id, member.userId));

      const bodies = subs.flatMap((sub, i) => sub.events.map((e, j) => ({
        id: `evt_r${run}_s${i}_e${j}`, object: 'event', type: e.type, created: e.created,
        data: { object: {
          id: `sub_${backend}_r${run}_s${i}`, object: 'subscription', customer: `cus_${run}`, status: e.status,
          cancel_at_period_end: false, items: { data: [{ current_period_end: e.periodEnd }] },
          metadata: { userId: String(member.userId), plan: sub.plan, period: sub.period },
        } },
      })));
      const deliveries = [...bodies, ...duplicates.map((d) => bodies[d] as (typeof bodies)[number])]
        .map((body, k) => ({ body, key: order[k] ?? 0 }))
        .sort((a, b) => a.key - b.key);
      for (const { body } of deliveries) {
        const res = await deliverWebhook(ctx.app, body);
        if (res.statusCode !== 200) throw new Error(`webhook answered ${res.statusCode}: ${res.body}`);
      }

      // The model: each subscription ends in the state of its newest event.
      const finals = subs.map((sub) => {
        const last = sub.events.at(-1) as SubEvent;
        return { plan: sub.plan, status: last.status, periodEnd: last.periodEnd, lastAt: last.created };
      });
      const premium = finals.filter((f) => PREMIUM.has(f.status));
      const shown = premium.length > 0
        ? [...premium].sort((a, b) => b.periodEnd - a.periodEnd || b.lastAt - a.lastAt)[0]
        : [...finals].sort((a, b) => b.lastAt - a.lastAt)[0];

      const state = (await ctx.app.inject({ url: '/api/billing/subscription', headers: member.auth })).json<SubscriptionState>();
      expect(state.isPremium).toBe(premium.length > 0);
      expect(state.plan).toBe(shown?.plan ?? null);
      expect(state.status).toBe(shown?.status === 'incomplete' || shown?.status === 'unpaid' || shown?.status === 'canceled'
        || shown?.status === 'active' || shown?.status === 'trialing' || shown?.status === 'past_due' ? shown.status : 'none');
      const [row] = await ctx.database.db.select({ isPremium: users.isPremium }).from(users).where(eq(users.id, member.userId));
      expect(row?.isPremium).toBe(premium.length > 0);
    }), { numRuns: 25 });
  });
});
