// Price texts of the plan cards (SPEC §9): monthly price, or the annual price with its monthly equivalent
// (annual ÷ 12) and the saving against 12 monthly payments.
import type { BillingPeriod, PlanInfo } from 'shared-api';
import { annualMonthlyEquivalent, annualSavingPercent } from 'shared-api/billing-plans';

export function money(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

export interface PriceText {
  main: string;
  sub: string | null;
  saving: string | null;
}

export function priceText(plan: PlanInfo, period: BillingPeriod): PriceText {
  if (period === 'annual' && plan.priceAnnual !== null) {
    return {
      main: `${money(plan.priceAnnual)}/year`,
      sub: `${money(annualMonthlyEquivalent(plan))}/month, billed annually`,
      saving: `Save ${annualSavingPercent(plan)}%`,
    };
  }
  return { main: `${money(plan.priceMonthly)}/month`, sub: null, saving: null };
}

/** The largest saving among plans, for the toggle's hint ("Save up to 17%"). */
export function bestSaving(plans: readonly PlanInfo[]): number {
  return Math.max(0, ...plans.map(annualSavingPercent));
}

export function renewalText(iso: string | null, cancelAtPeriodEnd: boolean): string | null {
  if (!iso) return null;
  const date = new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  return cancelAtPeriodEnd ? `Ends on ${date}` : `Renews on ${date}`;
}
