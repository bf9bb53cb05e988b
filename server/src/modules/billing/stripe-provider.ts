// Stripe Checkout through the official SDK: a pinned API version, an idempotency key on every create (the SDK
// retries with the same key, so a network retry never creates twice) and the SDK's webhook signature check.
// The API base is config, so the tests point the SDK at a local fake of Stripe's HTTP API.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { planAmountCents, planById, type IntroOffer } from 'shared-api';
import { BoundedCache } from '../../caching/bounded-cache';
import {
  WebhookSignatureError, type CheckoutInput, type PaymentProvider, type ProviderSubscription,
} from './provider';

/** The API version this code and the webhook parsing are written for. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;
/** How long a verified coupon's terms are reused before asking Stripe again. */
const COUPON_TTL_MS = 10 * 60_000;
/** After a failed coupon look-up, how long no discount is offered before trying again. */
const COUPON_RETRY_MS = 60_000;

export interface StripeOptions {
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  webhookToleranceSeconds: number;
  /** A Stripe coupon applied to the billing page's plans (50% off for 3 months). */
  introCoupon?: string;
  log?: { warn(obj: object, msg: string): void };
}

/** The SDK client for `apiUrl` (https://api.stripe.com, or a local fake such as http://127.0.0.1:4010). */
export function createStripeClient(apiUrl: string, secretKey: string): Stripe {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
  });
}

/** The offer a coupon gives, when it is one the billing page can state truthfully (a % off for N months). */
export function offerOfCoupon(coupon: Pick<Stripe.Coupon, 'valid' | 'percent_off' | 'duration' | 'duration_in_months'>): IntroOffer | null {
  if (!coupon.valid || coupon.duration !== 'repeating') return null;
  const percentOff = coupon.percent_off;
  const months = coupon.duration_in_months;
  if (typeof percentOff !== 'number' || !Number.isInteger(percentOff) || percentOff < 1 || percentOff > 100) return null;
  if (typeof months !== 'number' || !Number.isInteger(months) || months < 1 || months > 36) return null;
  return { percentOff, months };
}

export function createStripeProvider(o: StripeOptions): PaymentProvider {
  const stripe = createStripeClient(o.apiUrl, o.secretKey);
  // One entry: the coupon's terms for COUPON_TTL_MS, or "no offer" for COUPON_RETRY_MS after a failed look-up.
  const cached = new BoundedCache<'intro', IntroOffer | null>({ maxEntries: 1 });

  // The coupon's real terms decide both what the page advertises and whether the checkout applies it.
  const introOffer = async (): Promise<IntroOffer | null> => {
    if (!o.introCoupon) return null;
    if (cached.has('intro')) return cached.get('intro') ?? null;
    try {
      const offer = offerOfCoupon(await stripe.coupons.retrieve(o.introCoupon));
      if (!offer) o.log?.warn({ coupon: o.introCoupon }, 'STRIPE_INTRO_COUPON is not a valid "% off for N months" coupon: no discount is offered');
      cached.set('intro', offer, { ttlMs: COUPON_TTL_MS });
      return offer;
    } catch (err) {
      o.log?.warn({ err, coupon: o.introCoupon }, 'Stripe coupon look-up failed: no discount is offered for now');
      cached.set('intro', null, { ttlMs: COUPON_RETRY_MS });
      return null;
    }
  };

  return {
    name: 'stripe',
    introOffer,
    async createCheckout(input: CheckoutInput) {
      const plan = planById(input.plan);
      if (!plan) throw new Error(`unknown plan ${input.plan}`);
      const metadata = { userId: String(input.userId), plan: input.plan, period: input.period };
      const discounted = plan.regularMonthly !== undefined && (await introOffer()) !== null;
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: String(input.userId),
        customer_email: input.email ?? undefined,
        line_items: [{
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: planAmountCents(plan, input.period),
            recurring: { interval: input.period === 'annual' ? 'year' : 'month' },
            product_data: { name: `CollabHub ${plan.name}` },
          },
        }],
        discounts: discounted && o.introCoupon ? [{ coupon: o.introCoupon }] : undefined,
        metadata,
        subscription_data: { metadata },
      }, { idempotencyKey: `checkout-${input.userId}-${randomUUID()}` });
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { id: session.id, url: session.url };
    },
    async cancelAtPeriodEnd(subscriptionId: string) {
      const sub = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true },
        { idempotencyKey: `cancel-${subscriptionId}-${randomUUID()}` });
      return sub as unknown as ProviderSubscription;
    },
    async resume(subscriptionId: string) {
      const sub = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false },
        { idempotencyKey: `resume-${subscriptionId}-${randomUUID()}` });
      return sub as unknown as ProviderSubscription;
    },
    verifyWebhook(payload: string, signatureHeader: string | undefined): unknown {
      if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
      try {
        return stripe.webhooks.constructEvent(payload, signatureHeader, o.webhookSecret, o.webhookToleranceSeconds);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(err.message);
        // The signature held (it is checked first): a body that is not JSON, or not an event, is Stripe's to
        // answer for. It is acknowledged and ignored by the caller.
        return undefined;
      }
    },
  };
}
