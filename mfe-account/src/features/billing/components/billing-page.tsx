// /billing (SPEC §2): the two plans at 50% off for 3 months. Choose plan starts a checkout; after it the member
// comes back where they were (for example the channel page that asked them to upgrade).
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BILLING_DISCOUNT_TEXT, BILLING_PAGE_PLANS } from 'shared-api/billing-plans';
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

export function BillingPage() {
  const [search] = useSearchParams();
  const returnTo = returnPathFrom(search.get('returnTo'));
  const { starting, error, choose } = useCheckout(returnTo ?? '/billing');
  const { isPremium, subscription } = usePremiumStatus();
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
            <Badge tone="accent">{BILLING_DISCOUNT_TEXT}</Badge>
            <Price>
              {/* aria-label on <s> is not read; hidden text is, so the old price is not taken for the price. */}
              <s><VisuallyHidden>Old price: </VisuallyHidden>{money(plan.regularMonthly ?? plan.priceMonthly)}</s>
              <strong><VisuallyHidden>Now: </VisuallyHidden>{money(plan.priceMonthly)}/mo</strong>
            </Price>
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
