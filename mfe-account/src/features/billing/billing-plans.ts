// The billing page's two plans (SPEC §2, §9): 50% off for 3 months.
export interface BillingPlan {
  name: string;
  oldPrice: number;
  price: number;
  features: readonly string[];
}

export const BILLING_DISCOUNT_TEXT = '50% off for 3 months';

export const BILLING_PLANS: readonly BillingPlan[] = [
  { name: 'Simple', oldPrice: 30, price: 15, features: ['Basic features', 'Standard support', '1 user licence'] },
  { name: 'Plus', oldPrice: 90, price: 45, features: ['All Simple features', 'Priority support', 'Multi-user licence'] },
];
