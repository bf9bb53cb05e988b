// Billing: checkout, the subscription state machine driven by the provider's events, and isPremium.
// Premium is a server fact: only a verified provider event (or the provider's own answer) changes it.
import { randomBytes } from 'node:crypto';
import {
  planById, type BillingPeriod, type CreateCheckout, type PlanId, type SubscriptionState,
} from 'shared-api';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { isDevCheckoutId } from './dev-provider';
import { WebhookSignatureError, type PaymentProvider, type ProviderSubscription } from './provider';
import { parseEvent, parseSubscription, type ParsedSubscription } from './provider-event';
import type { BillingRepository } from './repository';
import { currentSubscription, grantsPremium, memberIsPremium, supersedes } from './subscription-rules';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted',
]);
/** Statuses the subscription state call reports as they are; others are reported as 'none'. */
const REPORTED_STATUSES = new Set(['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid']);

/** Only same-origin paths may be returned to after checkout. */
export function safeReturnPath(value: string | undefined): string {
  if (!value || value.length > 300 || !/^\/(?!\/)[\w\-./?=&%]*$/.test(value)) return '/settings';
  return value;
}

function withQuery(path: string, key: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${key}=${value}`;
}

function periodEndOf(sub: ParsedSubscription): Date | null {
  const seconds = sub.current_period_end ?? sub.items?.data?.[0]?.current_period_end ?? null;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

export interface EventOutcome {
  duplicate: boolean;
  applied: boolean;
  /** Why a signed event was acknowledged without effect (malformed, unknown member…); null otherwise. */
  ignored: string | null;
}

const ignoredBecause = (reason: string): EventOutcome => ({ duplicate: false, applied: false, ignored: reason });

export class BillingService {
  constructor(
    private readonly repo: BillingRepository,
    private readonly provider: PaymentProvider,
    private readonly publicUrl: string,
  ) {}

  get providerName(): 'stripe' | 'dev' {
    return this.provider.name;
  }

  /** The introductory discount the checkout applies to the billing page's plans (null: none). */
  introOffer() {
    return this.provider.introOffer();
  }

  /** Checks a webhook's signature; returns the parsed body (undefined when the signed body is not JSON). */
  verifyWebhook(payload: string, signatureHeader: string | undefined): unknown {
    if (!this.provider.verifyWebhook) throw new WebhookSignatureError('This provider takes no webhooks');
    return this.provider.verifyWebhook(payload, signatureHeader);
  }

  async state(user: UserRow): Promise<SubscriptionState> {
    const [rows, introOffer] = await Promise.all([this.repo.subscriptionsOf(user.id), this.provider.introOffer()]);
    const row = currentSubscription(rows);
    const plan = row ? planById(row.plan) : undefined;
    return {
      isPremium: memberIsPremium(rows),
      plan: (plan?.id ?? null) as PlanId | null,
      planName: plan?.name ?? null,
      period: (row?.period ?? null) as BillingPeriod | null,
      status: (row && REPORTED_STATUSES.has(row.status) ? row.status : 'none') as SubscriptionState['status'],
      currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
      provider: (row?.provider ?? null) as 'stripe' | 'dev' | null,
      introOffer,
    };
  }

  async startCheckout(user: UserRow, body: CreateCheckout & { period: BillingPeriod }, returnTo?: string) {
    const rows = await this.repo.subscriptionsOf(user.id);
    if (rows.some((r) => grantsPremium(r) && r.plan === body.plan && r.period === body.period && !r.cancelAtPeriodEnd)) {
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

  /**
   * Applies one verified provider event, once per event id. Anything malformed is ignored before it reaches the
   * database (the outcome says why), so a signed but broken event is acknowledged, never a 500.
   */
  async handleEvent(raw: unknown): Promise<EventOutcome> {
    const parsed = parseEvent(raw);
    if (!parsed.ok) return ignoredBecause(`malformed event (${parsed.reason})`);
    const event = parsed.value;
    if (SUBSCRIPTION_EVENTS.has(event.type)) {
      const sub = parseSubscription(event.data.object);
      if (!sub.ok) return ignoredBecause(`malformed subscription (${sub.reason})`);
      return this.repo.transaction(async (repo) => {
        if (!(await repo.recordEvent(event.id, event.type))) return { duplicate: true, applied: false, ignored: null };
        const deleted = event.type === 'customer.subscription.deleted';
        return this.applySubscription(repo, sub.value, deleted, event.created);
      });
    }
    return this.repo.transaction(async (repo) => {
      if (!(await repo.recordEvent(event.id, event.type))) return { duplicate: true, applied: false, ignored: null };
      if (event.type !== 'checkout.session.completed') return { duplicate: false, applied: false, ignored: null };
      const id = event.data.object.id;
      if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(id)) return ignoredBecause('malformed checkout session id');
      if (!(await repo.checkout(id))) return ignoredBecause('unknown checkout session');
      await repo.setCheckoutStatus(id, 'complete');
      return { duplicate: false, applied: true, ignored: null };
    });
  }

  /**
   * Stores the subscription's state when the event is newer than the one its row holds, then derives the
   * member's premium flag from all their subscriptions (under a lock on the member, so concurrent events of two
   * subscriptions cannot both derive from a stale view).
   */
  private async applySubscription(
    repo: BillingRepository, sub: ParsedSubscription, deleted: boolean, createdSeconds: number,
  ): Promise<EventOutcome> {
    const known = await repo.subscriptionById(sub.id);
    const metaUser = sub.metadata?.userId ? Number(sub.metadata.userId) : null;
    // A subscription stays with the member it was first recorded for.
    const userId = known?.userId ?? metaUser;
    if (userId === null) return ignoredBecause('subscription without a member');
    if (!(await repo.lockUser(userId))) return ignoredBecause('unknown member');
    const existing = known ?? (await repo.subscriptionById(sub.id));
    const status = deleted ? 'canceled' : sub.status;
    const eventAt = new Date(createdSeconds * 1000);
    // Providers do not promise delivery order: an event older than the state the row holds changes nothing.
    if (!supersedes(existing, { status, eventAt })) return { duplicate: false, applied: false, ignored: null };
    const plan = planById(sub.metadata?.plan ?? '')?.id ?? existing?.plan;
    const period = sub.metadata?.period ?? existing?.period;
    if (!plan || !period) return ignoredBecause('subscription without a plan');
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
    });
    await repo.setPremium(userId, memberIsPremium(await repo.subscriptionsOf(userId)));
    return { duplicate: false, applied: true, ignored: null };
  }

  /** Ends the member's paying subscriptions at the end of the paid period (premium stays until then). */
  async cancel(user: UserRow): Promise<void> {
    const paying = (await this.repo.subscriptionsOf(user.id)).filter(grantsPremium);
    if (paying.length === 0) throw notFound('You have no active subscription');
    for (const row of paying.filter((r) => !r.cancelAtPeriodEnd)) {
      await this.applyProviderAnswer(await this.provider.cancelAtPeriodEnd(row.subscriptionId));
    }
  }

  /** Takes back a cancellation: the member's subscriptions set to end at the period end renew again. */
  async resume(user: UserRow): Promise<void> {
    const ending = (await this.repo.subscriptionsOf(user.id)).filter((r) => grantsPremium(r) && r.cancelAtPeriodEnd);
    if (ending.length === 0) throw notFound('You have no cancelled subscription to resume');
    for (const row of ending) {
      await this.applyProviderAnswer(await this.provider.resume(row.subscriptionId));
    }
  }

  /** Applies the provider's answer to an update like a webhook event, so local state never runs ahead of it. */
  private async applyProviderAnswer(raw: ProviderSubscription): Promise<void> {
    const answer = parseSubscription(raw);
    if (!answer.ok) throw new Error(`The payment provider answered with an unreadable subscription (${answer.reason})`);
    await this.repo.transaction((repo) => this.applySubscription(repo, answer.value, false, Math.floor(Date.now() / 1000)));
  }

  /** The open development checkout of this member, or null. */
  async openDevCheckout(checkoutId: string, userId: number | undefined) {
    if (this.provider.name !== 'dev' || userId === undefined || !isDevCheckoutId(checkoutId)) return null;
    const checkout = await this.repo.checkout(checkoutId);
    return checkout && checkout.userId === userId && checkout.status === 'open' ? checkout : null;
  }

  /** Development checkout: the member paid on the test page; emit what Stripe would send. */
  async completeDevCheckout(checkoutId: string, userId: number): Promise<string> {
    if (this.provider.name !== 'dev' || !isDevCheckoutId(checkoutId)) throw notFound('Checkout not found');
    const checkout = await this.repo.checkout(checkoutId);
    if (!checkout || checkout.userId !== userId) throw notFound('Checkout not found');
    if (checkout.status !== 'open') throw badRequest('This checkout is already finished');
    // A paying subscription changes plan; otherwise (none, or only ended ones) a new subscription starts, as an
    // ended Stripe subscription is never revived.
    const rows = await this.repo.subscriptionsOf(userId);
    const current = currentSubscription(rows);
    const existing = current && grantsPremium(current) ? current : null;
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
    const outcome = await this.handleEvent({
      id: `evt_dev_${randomBytes(12).toString('hex')}`,
      type: existing?.subscriptionId ? 'customer.subscription.updated' : 'customer.subscription.created',
      created: now,
      data: { object: subscription },
    });
    if (!outcome.applied) throw new Error(`development checkout event not applied: ${outcome.ignored ?? 'older state'}`);
    await this.repo.setCheckoutStatus(checkoutId, 'complete');
    return withQuery(checkout.returnTo, 'checkout', 'success');
  }

  async cancelDevCheckout(checkoutId: string, userId: number): Promise<string> {
    if (!isDevCheckoutId(checkoutId)) throw notFound('Checkout not found');
    const checkout = await this.repo.checkout(checkoutId);
    if (!checkout || checkout.userId !== userId) throw notFound('Checkout not found');
    if (checkout.status === 'open') await this.repo.setCheckoutStatus(checkoutId, 'canceled');
    return withQuery(checkout.returnTo, 'checkout', 'canceled');
  }
}
