// Billing: checkout, the subscription state machine driven by the provider's events, and isPremium.
// Premium is a server fact: only a verified provider event (or the provider's own answer) changes it.
import { randomBytes } from 'node:crypto';
import {
  planById, type BillingPeriod, type CreateCheckout, type PlanId, type SubscriptionState,
} from 'shared-api';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { PaymentProvider, ProviderEvent, ProviderSubscription } from './provider';
import type { BillingRepository } from './repository';

/** Statuses that grant premium. past_due keeps it while the provider retries the payment. */
const PREMIUM_STATUSES = new Set(['active', 'trialing', 'past_due']);
const KNOWN_STATUSES = new Set(['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid']);
const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted',
]);

/** Only same-origin paths may be returned to after checkout. */
export function safeReturnPath(value: string | undefined): string {
  if (!value || value.length > 300 || !/^\/(?!\/)[\w\-./?=&%]*$/.test(value)) return '/settings';
  return value;
}

function withQuery(path: string, key: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${key}=${value}`;
}

function periodEndOf(sub: ProviderSubscription): Date | null {
  const seconds = sub.current_period_end ?? sub.items?.data?.[0]?.current_period_end ?? null;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

export interface EventOutcome { duplicate: boolean; applied: boolean }

export class BillingService {
  constructor(
    private readonly repo: BillingRepository,
    private readonly provider: PaymentProvider,
    private readonly publicUrl: string,
  ) {}

  get providerName(): 'stripe' | 'dev' {
    return this.provider.name;
  }

  async state(user: UserRow): Promise<SubscriptionState> {
    const row = await this.repo.subscriptionOf(user.id);
    const plan = row ? planById(row.plan) : undefined;
    return {
      isPremium: user.isPremium,
      plan: (plan?.id ?? null) as PlanId | null,
      planName: plan?.name ?? null,
      period: (row?.period ?? null) as BillingPeriod | null,
      status: (row && KNOWN_STATUSES.has(row.status) ? row.status : 'none') as SubscriptionState['status'],
      currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
      provider: (row?.provider ?? null) as 'stripe' | 'dev' | null,
    };
  }

  async startCheckout(user: UserRow, body: CreateCheckout & { period: BillingPeriod }, returnTo?: string) {
    const current = await this.repo.subscriptionOf(user.id);
    if (current && PREMIUM_STATUSES.has(current.status) && current.plan === body.plan && current.period === body.period
      && !current.cancelAtPeriodEnd) {
      throw conflict('You are already on this plan');
    }
    const back = safeReturnPath(returnTo);
    const session = await this.provider.createCheckout({
      userId: user.id,
      email: user.email,
      plan: body.plan,
      period: body.period,
      successUrl: `${this.publicUrl}${withQuery(back, 'checkout', 'success')}`,
      cancelUrl: `${this.publicUrl}${withQuery(back, 'checkout', 'canceled')}`,
    });
    await this.repo.insertCheckout({
      id: session.id, userId: user.id, provider: this.provider.name, plan: body.plan, period: body.period, returnTo: back,
    });
    return session;
  }

  /** Applies one verified provider event, once per event id. */
  async handleEvent(event: ProviderEvent): Promise<EventOutcome> {
    return this.repo.transaction(async (repo) => {
      if (!(await repo.recordEvent(event.id, event.type))) return { duplicate: true, applied: false };
      if (SUBSCRIPTION_EVENTS.has(event.type)) {
        const applied = await this.applySubscription(repo, event.data.object as unknown as ProviderSubscription,
          event.type === 'customer.subscription.deleted', event.created);
        return { duplicate: false, applied };
      }
      if (event.type === 'checkout.session.completed') {
        const id = event.data.object.id;
        if (typeof id === 'string' && (await repo.checkout(id))) await repo.setCheckoutStatus(id, 'complete');
        return { duplicate: false, applied: true };
      }
      return { duplicate: false, applied: false };
    });
  }

  private async applySubscription(
    repo: BillingRepository, sub: ProviderSubscription, deleted: boolean, createdSeconds: number,
  ): Promise<boolean> {
    if (typeof sub?.id !== 'string') return false;
    const existing = await repo.subscriptionById(sub.id);
    const metaUser = Number(sub.metadata?.userId);
    const userId = existing?.userId ?? (Number.isInteger(metaUser) && metaUser > 0 ? metaUser : null);
    if (userId === null || !(await repo.userExists(userId))) return false;
    const eventAt = new Date(createdSeconds * 1000);
    const current = existing ?? (await repo.subscriptionOf(userId));
    // Providers do not promise delivery order: an event older than the state we hold changes nothing.
    if (current?.subscriptionId === sub.id && current.lastEventAt && current.lastEventAt > eventAt) return false;
    const plan = planById(sub.metadata?.plan ?? '')?.id ?? existing?.plan;
    const period = sub.metadata?.period === 'annual' || sub.metadata?.period === 'monthly'
      ? sub.metadata.period : existing?.period;
    if (!plan || !period) return false;
    const status = deleted ? 'canceled' : String(sub.status);
    await repo.saveSubscription({
      userId,
      provider: this.provider.name,
      customerId: sub.customer ?? existing?.customerId ?? null,
      subscriptionId: sub.id,
      plan,
      period,
      status,
      currentPeriodEnd: periodEndOf(sub) ?? existing?.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
      lastEventAt: eventAt,
    }, !deleted && PREMIUM_STATUSES.has(status));
    return true;
  }

  /** Ends the subscription at the end of the paid period (premium stays until then). */
  async cancel(user: UserRow): Promise<void> {
    const row = await this.repo.subscriptionOf(user.id);
    if (!row?.subscriptionId || !PREMIUM_STATUSES.has(row.status)) throw notFound('You have no active subscription');
    if (row.cancelAtPeriodEnd) return;
    const sub = await this.provider.cancelAtPeriodEnd(row.subscriptionId);
    await this.repo.transaction((repo) => this.applySubscription(repo, sub, false, Math.floor(Date.now() / 1000)));
  }

  /** The open development checkout of this member, or null. */
  async openDevCheckout(checkoutId: string, userId: number | undefined) {
    if (this.provider.name !== 'dev' || userId === undefined || checkoutId.length > 100) return null;
    const checkout = await this.repo.checkout(checkoutId);
    return checkout && checkout.userId === userId && checkout.status === 'open' ? checkout : null;
  }

  /** Development checkout: the member paid on the test page; emit what Stripe would send. */
  async completeDevCheckout(checkoutId: string, userId: number): Promise<string> {
    if (this.provider.name !== 'dev') throw notFound();
    const checkout = await this.repo.checkout(checkoutId);
    if (!checkout || checkout.userId !== userId) throw notFound('Checkout not found');
    if (checkout.status !== 'open') throw badRequest('This checkout is already finished');
    const existing = await this.repo.subscriptionOf(userId);
    const now = Math.floor(Date.now() / 1000);
    const end = new Date(now * 1000);
    if (checkout.period === 'annual') end.setUTCFullYear(end.getUTCFullYear() + 1);
    else end.setUTCMonth(end.getUTCMonth() + 1);
    const subscription: ProviderSubscription = {
      id: existing?.subscriptionId ?? `sub_dev_${randomBytes(12).toString('hex')}`,
      customer: existing?.customerId ?? `cus_dev_${userId}`,
      status: 'active',
      cancel_at_period_end: false,
      current_period_end: Math.floor(end.getTime() / 1000),
      metadata: { userId: String(userId), plan: checkout.plan, period: checkout.period },
    };
    await this.handleEvent({
      id: `evt_dev_${randomBytes(12).toString('hex')}`,
      type: existing?.subscriptionId ? 'customer.subscription.updated' : 'customer.subscription.created',
      created: now,
      data: { object: subscription as unknown as Record<string, unknown> },
    });
    await this.repo.setCheckoutStatus(checkoutId, 'complete');
    return withQuery(checkout.returnTo, 'checkout', 'success');
  }

  async cancelDevCheckout(checkoutId: string, userId: number): Promise<string> {
    const checkout = await this.repo.checkout(checkoutId);
    if (!checkout || checkout.userId !== userId) throw notFound('Checkout not found');
    if (checkout.status === 'open') await this.repo.setCheckoutStatus(checkoutId, 'canceled');
    return withQuery(checkout.returnTo, 'checkout', 'canceled');
  }
}
