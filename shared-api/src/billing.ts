import { z } from 'zod';
import { BILLING_PERIODS, PLAN_IDS } from './billing-plans';

export const planIdSchema = z.enum(PLAN_IDS);
export const billingPeriodSchema = z.enum(BILLING_PERIODS);

export const createCheckoutSchema = z
  .object({
    plan: planIdSchema,
    period: billingPeriodSchema.default('monthly'),
    /** Same-origin path to come back to after checkout (default /settings). */
    returnTo: z.string().max(300).optional(),
  })
  .refine((b) => !(b.period === 'annual' && (b.plan === 'simple' || b.plan === 'plus')), {
    message: 'This plan is billed monthly only',
    path: ['period'],
  });
export type CreateCheckout = z.input<typeof createCheckoutSchema>;

export const checkoutSessionSchema = z.object({ id: z.string(), url: z.string() });
export type CheckoutSessionDto = z.infer<typeof checkoutSessionSchema>;

/** The introductory discount the checkout applies to the billing page's plans (e.g. 50% off for 3 months). */
export const introOfferSchema = z.object({
  percentOff: z.number().int().min(1).max(100),
  months: z.number().int().min(1).max(36),
});
export type IntroOffer = z.infer<typeof introOfferSchema>;

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid', 'none'] as const;

/** GET /api/billing/subscription: the caller's plan; isPremium is the server's fact. */
export const subscriptionStateSchema = z.object({
  isPremium: z.boolean(),
  plan: planIdSchema.nullable(),
  planName: z.string().nullable(),
  period: billingPeriodSchema.nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  provider: z.enum(['stripe', 'dev']).nullable(),
  /**
   * The discount this member's checkout of a billing page plan gets; null: none (for example no coupon is
   * configured), and the page then advertises the regular price only.
   */
  introOffer: introOfferSchema.nullable(),
});
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;
