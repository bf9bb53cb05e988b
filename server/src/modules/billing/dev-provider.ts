// The development checkout (BILLING_PROVIDER=dev, never in production): a local, clearly marked test page stands
// in for Stripe's hosted checkout, so `npm start` reaches premium offline. Paying there produces the same
// subscription events Stripe would send, applied by the same service code.
import { randomBytes } from 'node:crypto';
import { INTRO_DISCOUNT_MONTHS, INTRO_DISCOUNT_PERCENT } from 'shared-api';
import type { BillingRepository } from './repository';
import type { PaymentProvider, ProviderSubscription } from './provider';

export const DEV_CHECKOUT_PATH = '/api/dev-billing/checkout';
const DEV_CHECKOUT_ID = /^cs_dev_[A-Za-z0-9_-]{1,64}$/;

/** Whether `id` has the shape of a development checkout id (anything else is answered 404 without a query). */
export function isDevCheckoutId(id: unknown): id is string {
  return typeof id === 'string' && DEV_CHECKOUT_ID.test(id);
}

export function createDevPaymentProvider(repo: BillingRepository): PaymentProvider {
  // What Stripe would answer to an update of cancel_at_period_end: the stored subscription with the new flag.
  const withCancelAtPeriodEnd = async (subscriptionId: string, cancel: boolean): Promise<ProviderSubscription> => {
    const row = await repo.subscriptionById(subscriptionId);
    if (!row) throw new Error(`unknown subscription ${subscriptionId}`);
    return {
      id: subscriptionId,
      customer: row.customerId,
      status: row.status,
      cancel_at_period_end: cancel,
      current_period_end: row.currentPeriodEnd ? Math.floor(row.currentPeriodEnd.getTime() / 1000) : null,
      metadata: { userId: String(row.userId), plan: row.plan, period: row.period },
    };
  };
  return {
    name: 'dev',
    // The development checkout stands for Stripe with the intro coupon configured.
    async introOffer() {
      return { percentOff: INTRO_DISCOUNT_PERCENT, months: INTRO_DISCOUNT_MONTHS };
    },
    async createCheckout() {
      const id = `cs_dev_${randomBytes(18).toString('base64url')}`;
      return { id, url: `${DEV_CHECKOUT_PATH}/${id}` };
    },
    cancelAtPeriodEnd: (subscriptionId) => withCancelAtPeriodEnd(subscriptionId, true),
    resume: (subscriptionId) => withCancelAtPeriodEnd(subscriptionId, false),
  };
}
