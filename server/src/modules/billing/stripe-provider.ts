// Stripe Checkout over Stripe's HTTP API (form-encoded requests, bearer secret key). The base URL is config, so
// the tests run this adapter against a local fake of the API.
import { randomUUID } from 'node:crypto';
import { planById } from 'shared-api';
import { planAmountCents } from 'shared-api';
import type { CheckoutInput, PaymentProvider, ProviderSubscription } from './provider';

export interface StripeOptions {
  apiUrl: string;
  secretKey: string;
  /** A Stripe coupon applied to the billing page's plans (50% off for 3 months). */
  introCoupon?: string;
  fetchImpl?: typeof fetch;
}

export class StripeApiError extends Error {
  override name = 'StripeApiError';
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/** Flattens nested params the way Stripe expects: a[b][0][c]=v. */
export function formEncode(params: Record<string, unknown>, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const name = prefix ? `${prefix}[${key}]` : key;
    if (typeof value === 'object') out.push(...formEncode(value as Record<string, unknown>, name));
    else out.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  return out;
}

export function createStripeProvider(o: StripeOptions): PaymentProvider {
  const doFetch = o.fetchImpl ?? fetch;
  const call = async <T>(path: string, params: Record<string, unknown>): Promise<T> => {
    const res = await doFetch(`${o.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${o.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': randomUUID(),
      },
      body: formEncode(params).join('&'),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } } & T;
    if (!res.ok) throw new StripeApiError(res.status, body.error?.message ?? `Stripe answered ${res.status}`);
    return body;
  };

  return {
    name: 'stripe',
    async createCheckout(input: CheckoutInput) {
      const plan = planById(input.plan);
      if (!plan) throw new Error(`unknown plan ${input.plan}`);
      const metadata = { userId: String(input.userId), plan: input.plan, period: input.period };
      const session = await call<{ id: string; url: string }>('/v1/checkout/sessions', {
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
        discounts: plan.regularMonthly && o.introCoupon ? [{ coupon: o.introCoupon }] : undefined,
        metadata,
        subscription_data: { metadata },
      });
      return { id: session.id, url: session.url };
    },
    async cancelAtPeriodEnd(subscriptionId: string) {
      return call<ProviderSubscription>(`/v1/subscriptions/${encodeURIComponent(subscriptionId)}`, {
        cancel_at_period_end: 'true',
      });
    },
  };
}
