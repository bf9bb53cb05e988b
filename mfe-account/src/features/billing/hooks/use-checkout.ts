import { useState } from 'react';
import type { BillingPeriod, PlanId } from 'shared-api';
import { browser, startCheckout } from '../api/billing-api';

/** Starts a checkout and sends the browser there; remembers which plan is starting and the last error. */
export function useCheckout(returnTo?: string) {
  const [starting, setStarting] = useState<PlanId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choose = async (plan: PlanId, period: BillingPeriod) => {
    setStarting(plan);
    setError(null);
    try {
      const session = await startCheckout(plan, period, returnTo);
      browser.go(session.url);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Checkout could not start. Please try again.');
      setStarting(null);
    }
  };
  return { starting, error, choose };
}
