// The development checkout page: server-rendered HTML without scripts (the CSP forbids inline scripts), clearly
// marked as a test page. Every interpolated value is escaped.
import {
  introApplies, introMonthlyPrice, planAmountCents, planById, type BillingPeriod, type IntroOffer, type PlanInfo,
} from 'shared-api';
import { escapeHtml } from '../oauth/dev-consent-page';

export const DEV_CHECKOUT_BANNER = 'Development checkout — test mode, no real payment is taken';

const S = {
  body: 'margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f4f4f5;color:#18181b;line-height:1.5',
  main: 'max-width:32rem;margin:2rem auto;padding:1.5rem 2rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.12)',
  banner: 'margin:0 0 1rem;padding:.75rem 1rem;background:#fef3c7;border:2px solid #92400e;border-radius:8px;color:#78350f;font-weight:700',
  primary: 'padding:.6rem 1.2rem;border:0;border-radius:6px;background:#0f766e;color:#fff;font:inherit;font-weight:600;cursor:pointer',
  secondary: 'padding:.6rem 1.2rem;border:1px solid #3f3f46;border-radius:6px;background:#fff;color:#18181b;font:inherit;cursor:pointer',
  muted: 'color:#52525b',
};

/**
 * What the checkout charges, as the billing page advertises it: "$15.00/month for 3 months, then $30.00/month"
 * with the intro offer, "$30.00/month" without.
 */
export function chargeText(plan: PlanInfo, period: BillingPeriod, offer: IntroOffer | null): string {
  const unit = period === 'annual' ? 'year' : 'month';
  const regular = `$${(planAmountCents(plan, period) / 100).toFixed(2)}/${unit}`;
  if (period !== 'monthly' || !introApplies(plan, offer)) return regular;
  const months = `${offer.months} ${offer.months === 1 ? 'month' : 'months'}`;
  return `$${introMonthlyPrice(plan, offer).toFixed(2)}/month for ${months}, then ${regular}`;
}

export function renderDevCheckoutPage(input: {
  checkoutId: string; plan: string; period: string; email: string | null; introOffer: IntroOffer | null;
}): string {
  const plan = planById(input.plan);
  const period = input.period as BillingPeriod;
  const charge = plan ? chargeText(plan, period, input.introOffer) : '?';
  const action = `/api/dev-billing/checkout/${encodeURIComponent(input.checkoutId)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Development checkout · CollabHub</title></head>
<body style="${S.body}"><main style="${S.main}">
<p role="note" style="${S.banner}">${escapeHtml(DEV_CHECKOUT_BANNER)}</p>
<h1 style="margin:.25rem 0 1rem">Subscribe to CollabHub ${escapeHtml(plan?.name ?? input.plan)}</h1>
<p><strong>${escapeHtml(charge)}</strong></p>
<p style="${S.muted}">Signed in as ${escapeHtml(input.email ?? 'this account')}. In production this step is Stripe's hosted checkout.</p>
<div style="display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.5rem">
<form method="post" action="${action}/complete"><button type="submit" style="${S.primary}">Pay with test card</button></form>
<form method="post" action="${action}/cancel"><button type="submit" style="${S.secondary}">Cancel</button></form>
</div></main></body></html>`;
}

export function renderDevCheckoutGone(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout not found · CollabHub</title></head>
<body style="${S.body}"><main style="${S.main}"><p role="note" style="${S.banner}">${escapeHtml(DEV_CHECKOUT_BANNER)}</p>
<h1>This checkout is not available</h1><p>It is unknown, finished, or belongs to another account.</p>
<p><a href="/billing">Back to billing</a></p></main></body></html>`;
}
