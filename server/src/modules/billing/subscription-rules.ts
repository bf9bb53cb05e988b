// The rules that make the stored state equal the state the provider holds, whatever order its events arrive in:
// each subscription keeps the state of its newest event, a deleted subscription stays deleted, and the member's
// plan is derived from all of their subscriptions.
import type { BillingSubscriptionRow } from '../../db/schema';

/** Statuses that grant premium. past_due keeps it while the provider retries the payment. */
export const PREMIUM_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);
/** Statuses a subscription never leaves (Stripe cannot reactivate them). */
const TERMINAL_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

/**
 * Where a status sits in a subscription's life. Two events of one subscription in the same second are ordered by
 * it (Stripe sends `created` as incomplete and `updated` as active within one second when a checkout completes).
 */
function lifecycleRank(status: string): number {
  if (status === 'incomplete') return 0;
  if (TERMINAL_STATUSES.has(status)) return 2;
  return 1;
}

export interface IncomingState {
  status: string;
  eventAt: Date;
}

/** Whether an event changes the stored subscription: only a newer one, and never after the end. */
export function supersedes(stored: Pick<BillingSubscriptionRow, 'status' | 'lastEventAt'> | null, incoming: IncomingState): boolean {
  if (!stored) return true;
  if (TERMINAL_STATUSES.has(stored.status)) return false;
  const last = stored.lastEventAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  const at = incoming.eventAt.getTime();
  if (at !== last) return at > last;
  return lifecycleRank(incoming.status) >= lifecycleRank(stored.status);
}

export function grantsPremium(row: Pick<BillingSubscriptionRow, 'status'>): boolean {
  return PREMIUM_STATUSES.has(row.status);
}

/** The member is premium while any of their subscriptions is. */
export function memberIsPremium(rows: readonly Pick<BillingSubscriptionRow, 'status'>[]): boolean {
  return rows.some(grantsPremium);
}

/**
 * The subscription the member's plan is shown from: a premium one (the one paid furthest ahead, then the newest
 * event), else the most recent of the others. Null when the member never subscribed.
 */
export function currentSubscription<R extends Pick<BillingSubscriptionRow, 'status' | 'lastEventAt' | 'currentPeriodEnd' | 'subscriptionId'>>(
  rows: readonly R[],
): R | null {
  const time = (d: Date | null) => d?.getTime() ?? 0;
  const sorted = [...rows].sort((a, b) => Number(grantsPremium(b)) - Number(grantsPremium(a))
    || (grantsPremium(a) ? time(b.currentPeriodEnd) - time(a.currentPeriodEnd) : 0)
    || time(b.lastEventAt) - time(a.lastEventAt)
    || a.subscriptionId.localeCompare(b.subscriptionId));
  return sorted[0] ?? null;
}
