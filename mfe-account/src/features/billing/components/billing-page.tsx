// /billing (SPEC §2): the two plans. The Choose plan buttons have no behaviour (not shown in the spec).
import styled from 'styled-components';
import { Badge, Button, Card, CardTitle, VisuallyHidden } from 'shared-ui';
import { BILLING_DISCOUNT_TEXT, BILLING_PLANS } from '../billing-plans';

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

export function BillingPage() {
  return (
    <section aria-labelledby="billing-title">
      <h1 id="billing-title">Billing</h1>
      <Plans>
        {BILLING_PLANS.map((plan) => (
          <Card key={plan.name} as="article" aria-label={`${plan.name} plan`}>
            <CardTitle>{plan.name}</CardTitle>
            <Badge tone="accent">{BILLING_DISCOUNT_TEXT}</Badge>
            <Price>
              {/* aria-label on <s> is not read; hidden text is, so the old price is not taken for the price. */}
              <s><VisuallyHidden>Old price: </VisuallyHidden>${plan.oldPrice}</s>
              <strong><VisuallyHidden>Now: </VisuallyHidden>${plan.price}/mo</strong>
            </Price>
            <ul>{plan.features.map((f) => <li key={f}>{f}</li>)}</ul>
            <Button type="button">Choose plan</Button>
          </Card>
        ))}
      </Plans>
    </section>
  );
}
