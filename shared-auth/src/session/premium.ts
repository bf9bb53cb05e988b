// isPremium is a server fact (the subscription the payment provider reported). The web session reads it from
// GET /api/billing/subscription into isPremiumAtom; pages that show premium content refresh it when they open
// and after a checkout returns.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { SubscriptionState } from 'shared-api';
import { authFetch } from '../http/auth-fetch';
import { isPremiumAtom, sessionStore } from './session-atoms';

export const SUBSCRIPTION_PATH = '/api/billing/subscription';

/** Reads the caller's subscription from the server and stores isPremium in the session store. */
export async function refreshPremium(store = sessionStore): Promise<SubscriptionState> {
  const state = await authFetch<SubscriptionState>(SUBSCRIPTION_PATH);
  store.set(isPremiumAtom, state.isPremium === true);
  return state;
}

export interface PremiumStatus {
  isPremium: boolean;
  /** The subscription as last read; null until the first answer. */
  subscription: SubscriptionState | null;
  loading: boolean;
  error: Error | null;
  refresh(): Promise<SubscriptionState | null>;
}

/** Keeps isPremium in step with the server while a page that depends on it is open. */
export function usePremiumStatus(): PremiumStatus {
  const isPremium = useAtomValue(isPremiumAtom);
  const [subscription, setSubscription] = useState<SubscriptionState | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | null>(null);

  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      const state = await refreshPremium();
      setSubscription(state);
      setError(null);
      return state;
    } catch (err) {
      setError(err instanceof Error ? err : new Error(String(err)));
      return null;
    } finally {
      setLoading(false);
    }
  }, []);

  // Pages using this are behind the signed-in gate; without a session authFetch rejects and `error` says so.
  useEffect(() => {
    void refresh();
  }, [refresh]);

  return { isPremium, subscription, loading, error, refresh };
}
