// /billing (SPEC §2): the two plans at 50% off for 3 months. Choose plan starts a checkout; after it the member
// comes back where they were (for example the channel page that asked them to upgrade). The discount is shown only
// when the server says the checkout applies it (the subscription state's introOffer), so what the page advertises
// is what the checkout charges: without an intro coupon the regular price is shown.
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { PlanInfo } from 'shared-api';
import {
  BILLING_PAGE_PLANS, introApplies, introDiscountText, introMonthlyPrice, type IntroOfferTerms,
} from 'shared-api/billing-plans';
import { usePremiumStatus } from 'shared-auth';
import { Badge, Button, Card, CardTitle, InlineAlert, VisuallyHidden } from 'shared-ui';
import { useCheckout } from '../hooks/use-checkout';
import { money } from '../rules/plan-pricing';

const Plans = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} { grid-template-columns: 1fr 1fr; }
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin: ${({ theme }) => theme.space[2]} 0;
  s { color: ${({ theme }) => theme.colors.textMuted}; margin-right: ${({ theme }) => theme.space[2]}; }
`;

/** Only same-origin paths are passed on as the place to come back to. */
export function returnPathFrom(value: string | null): string | undefined {
  return value && /^\/(?!\/)/.test(value) ? value : undefined;
}

/** The price line of a plan card: the intro price beside the struck regular one, or the regular price alone. */
function PlanPrice({ plan, offer }: { plan: PlanInfo; offer: IntroOfferTerms | null }) {
  const regular = plan.regularMonthly ?? plan.priceMonthly;
  if (!introApplies(plan, offer)) return <Price><strong>{money(regular)}/mo</strong></Price>;
  return (
    <Price>
      {/* aria-label on <s> is not read; hidden text is, so the old price is not taken for the price. */}
      <s><VisuallyHidden>Old price: </VisuallyHidden>{money(regular)}</s>
      <strong><VisuallyHidden>Now: </VisuallyHidden>{money(introMonthlyPrice(plan, offer))}/mo</strong>
    </Price>
  );
}

export function BillingPage() {
  const [search] = useSearchParams();
  const returnTo = returnPathFrom(search.get('returnTo'));
  const { starting, error, choose } = useCheckout(returnTo ?? '/billing');
  const { isPremium, subscription, loading, error: stateError } = usePremiumStatus();
  // Until the server has said which offer applies, no price is shown rather than a price that may be wrong.
  const offer = subscription?.introOffer ?? null;
  const outcome = search.get('checkout');
  return (
    <section aria-labelledby="billing-title">
      <h1 id="billing-title">Billing</h1>
      {outcome === 'success' && <InlineAlert tone="success">Payment complete: premium is active.</InlineAlert>}
      {outcome === 'canceled' && <InlineAlert tone="info">Checkout was cancelled. You have not been charged.</InlineAlert>}
      {isPremium && subscription?.planName && (
        <InlineAlert tone="info">You are on the {subscription.planName} plan. Manage it in Settings.</InlineAlert>
      )}
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      <Plans>
        {BILLING_PAGE_PLANS.map((plan) => (
          <Card key={plan.id} as="article" aria-label={`${plan.name} plan`}>
            <CardTitle>{plan.name}</CardTitle>
            {subscription && offer && <Badge tone="accent">{introDiscountText(offer)}</Badge>}
            {/* Without an answer the regular price is shown: a discount is never advertised unless it applies. */}
            {subscription || stateError ? <PlanPrice plan={plan} offer={offer} />
              : <Price aria-busy={loading}>{loading ? <VisuallyHidden>Loading price</VisuallyHidden> : null}</Price>}
            <ul>{plan.features.map((f) => <li key={f}>{f}</li>)}</ul>
            <Button type="button" onClick={() => choose(plan.id, 'monthly')} loading={starting === plan.id}
              disabled={starting !== null}>
              Choose plan
            </Button>
          </Card>
        ))}
      </Plans>
    </section>
  );
}
