// Billing calls: the member's subscription, starting a checkout, cancelling and resuming.
import type { BillingPeriod, CheckoutSessionDto, PlanId, Success } from 'shared-api';
import { authFetch } from 'shared-auth';

/** POST /api/billing/checkout; the browser then goes to the provider's checkout page. */
export function startCheckout(plan: PlanId, period: BillingPeriod, returnTo?: string): Promise<CheckoutSessionDto> {
  return authFetch<CheckoutSessionDto>('/api/billing/checkout', {
    method: 'POST',
    body: JSON.stringify({ plan, period, ...(returnTo ? { returnTo } : {}) }),
  });
}

/** POST /api/billing/subscription/cancel: cancels at the end of the paid period. */
export function cancelSubscription(): Promise<Success> {
  return authFetch<Success>('/api/billing/subscription/cancel', { method: 'POST' });
}

/** POST /api/billing/subscription/resume: takes a cancellation back, so the subscription renews again. */
export function resumeSubscription(): Promise<Success> {
  return authFetch<Success>('/api/billing/subscription/resume', { method: 'POST' });
}

/** Leaves the app for the checkout page (a seam for tests). */
export const browser = {
  go(url: string): void {
    window.location.assign(url);
  },
};
