// Plans and prices (SPEC §2, §9). Plain data: the remotes import it at run time through `shared-api/billing-plans`.
export const PLAN_IDS = ['basic', 'pro', 'enterprise', 'simple', 'plus'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export interface PlanInfo {
  id: PlanId;
  name: string;
  /** USD per month on the monthly period. */
  priceMonthly: number;
  /** USD per year on the annual period (null: monthly only). */
  priceAnnual: number | null;
  /** Billing page plans: the regular monthly price before the introductory discount. */
  regularMonthly?: number;
  features: readonly string[];
}

/** Settings' upgrade cards: Basic 15/150, Pro 30/300, Enterprise 75/750. */
export const SETTINGS_PLANS: readonly PlanInfo[] = [
  { id: 'basic', name: 'Basic Plan', priceMonthly: 15, priceAnnual: 150, features: ['Collaboration options and reviews', 'Collaboration requests', 'Standard support'] },
  { id: 'pro', name: 'Pro Plan', priceMonthly: 30, priceAnnual: 300, features: ['Everything in Basic', 'Priority placement in requests', 'Priority support'] },
  { id: 'enterprise', name: 'Enterprise Plan', priceMonthly: 75, priceAnnual: 750, features: ['Everything in Pro', 'Multi-user licence', 'Dedicated support'] },
];

/** Billing page: Simple and Plus at 50% off for the first 3 months. */
export const BILLING_PAGE_PLANS: readonly PlanInfo[] = [
  { id: 'simple', name: 'Simple', priceMonthly: 15, priceAnnual: null, regularMonthly: 30, features: ['Basic features', 'Standard support', '1 user licence'] },
  { id: 'plus', name: 'Plus', priceMonthly: 45, priceAnnual: null, regularMonthly: 90, features: ['All Simple features', 'Priority support', 'Multi-user licence'] },
];
/** The intended introductory offer (SPEC): what the development checkout applies and the Stripe coupon should be. */
export const INTRO_DISCOUNT_PERCENT = 50;
export const INTRO_DISCOUNT_MONTHS = 3;
export const BILLING_DISCOUNT_TEXT = '50% off for 3 months';

/** An introductory discount as the checkout applies it (mirrors shared-api's IntroOffer). */
export interface IntroOfferTerms {
  percentOff: number;
  months: number;
}

/** "50% off for 3 months" */
export function introDiscountText(offer: IntroOfferTerms): string {
  return `${offer.percentOff}% off for ${offer.months} ${offer.months === 1 ? 'month' : 'months'}`;
}

/** Whether the offer applies to the plan: only the billing page's plans have an introductory price. */
export function introApplies(plan: PlanInfo, offer: IntroOfferTerms | null): offer is IntroOfferTerms {
  return offer !== null && plan.regularMonthly !== undefined;
}

/** USD per month during the offer (30 at 50% off → 15), in cents precision. */
export function introMonthlyPrice(plan: PlanInfo, offer: IntroOfferTerms): number {
  const regular = plan.regularMonthly ?? plan.priceMonthly;
  return Math.round(regular * (100 - offer.percentOff)) / 100;
}

export const ALL_PLANS: readonly PlanInfo[] = [...SETTINGS_PLANS, ...BILLING_PAGE_PLANS];
export function planById(id: string): PlanInfo | undefined {
  return ALL_PLANS.find((p) => p.id === id);
}

/** Whole percent saved by paying yearly instead of 12 monthly payments (15/150 → 17). */
export function annualSavingPercent(plan: PlanInfo): number {
  if (plan.priceAnnual === null) return 0;
  return Math.round((1 - plan.priceAnnual / (plan.priceMonthly * 12)) * 100);
}

/** The annual price as a monthly equivalent (annual ÷ 12), in USD with cents. */
export function annualMonthlyEquivalent(plan: PlanInfo): number {
  return plan.priceAnnual === null ? plan.priceMonthly : Math.round((plan.priceAnnual / 12) * 100) / 100;
}

/** Amount charged per period, in cents (what the payment provider bills). */
export function planAmountCents(plan: PlanInfo, period: BillingPeriod): number {
  if (period === 'annual') {
    if (plan.priceAnnual === null) throw new Error(`${plan.name} has no annual price`);
    return plan.priceAnnual * 100;
  }
  return (plan.regularMonthly ?? plan.priceMonthly) * 100;
}
