// What the billing service needs from a payment provider. Stripe in production; the development checkout offline.
import type { BillingPeriod, IntroOffer, PlanId } from 'shared-api';

export interface CheckoutInput {
  userId: number;
  email: string | null;
  plan: PlanId;
  period: BillingPeriod;
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'dev';
  /** Starts a hosted checkout; the browser is sent to `url`. */
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  /**
   * Asks the provider to end the subscription at the end of the paid period. The provider's answer is a
   * subscription object, applied like a webhook event so the local state never runs ahead of the provider.
   */
  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  /** Takes back a cancellation at the period end (the subscription renews again); answered like cancelAtPeriodEnd. */
  resume(subscriptionId: string): Promise<ProviderSubscription>;
  /**
   * The introductory discount the checkout applies to the billing page's plans, or null when it applies none.
   * The billing page advertises exactly this, so what it shows is what the checkout charges.
   */
  introOffer(): Promise<IntroOffer | null>;
  /** Checks a webhook's signature and returns its parsed body (throws WebhookSignatureError). Stripe only. */
  verifyWebhook?(payload: string, signatureHeader: string | undefined): unknown;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** The fields of a Stripe subscription object the service reads. */
export interface ProviderSubscription {
  id: string;
  customer?: string | null;
  status: string;
  cancel_at_period_end?: boolean;
  /** Older API versions carry it on the subscription, newer ones on each item. */
  current_period_end?: number | null;
  items?: { data?: { current_period_end?: number | null }[] };
  metadata?: Record<string, string>;
}

/** The fields of a Stripe event the service reads. */
export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}
