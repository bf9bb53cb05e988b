// Settings → Manage subscription: the current plan (period, renewal date, cancel), the monthly/annual toggle and
// the upgrade cards Basic, Pro and Enterprise with the annual saving and the annual price per month.
import { useEffect, useRef, useState } from 'react';
import type { BillingPeriod } from 'shared-api';
import { SETTINGS_PLANS } from 'shared-api/billing-plans';
import { usePremiumStatus } from 'shared-auth';
import styled from 'styled-components';
import { AlertDialog, Badge, Button, Card, CardTitle, InlineAlert, Skeleton } from 'shared-ui';
import { cancelSubscription, resumeSubscription } from '../../billing/api/billing-api';
import { useCheckout } from '../../billing/hooks/use-checkout';
import { bestSaving, priceText, renewalText } from '../../billing/rules/plan-pricing';
import { PeriodToggle } from './period-toggle';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, 1fr); }
`;

const Price = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0;
  strong { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
  span { display: block; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const Current = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  justify-content: space-between;
  p { margin: 0; }
`;

export function ManageSubscription() {
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const { subscription, loading, error: loadError, refresh } = usePremiumStatus();
  const { starting, error, choose } = useCheckout('/settings?tab=subscription');
  const [confirm, setConfirm] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [resuming, setResuming] = useState(false);
  const [resumed, setResumed] = useState(false);
  // The button that started an action disappears when it succeeds: focus goes where the member continues.
  const [focusNext, setFocusNext] = useState<'resume' | 'resumed' | null>(null);
  const resumeButton = useRef<HTMLButtonElement>(null);
  const resumedNotice = useRef<HTMLDivElement>(null);
  const active = subscription?.isPremium === true;
  const ending = active && subscription?.cancelAtPeriodEnd === true;

  useEffect(() => {
    const target = focusNext === 'resume' ? resumeButton.current : focusNext === 'resumed' ? resumedNotice.current : null;
    if (!target) return;
    target.focus();
    setFocusNext(null);
  }, [focusNext, ending, resumed]);

  const cancel = async () => {
    setConfirm(false);
    setActionError(null);
    try {
      await cancelSubscription();
      setResumed(false);
      await refresh();
      setFocusNext('resume');
    } catch (err) {
      setActionError(err instanceof Error ? err.message : 'The subscription could not be cancelled.');
    }
  };

  // Not destructive, so no confirmation: the subscription renews again at the period end.
  const resume = async () => {
    if (resuming) return;
    setResuming(true);
    setActionError(null);
    setResumed(false);
    try {
      await resumeSubscription();
      await refresh();
      setResumed(true);
      setFocusNext('resumed');
    } catch (err) {
      setActionError(err instanceof Error ? err.message : 'The subscription could not be resumed.');
    } finally {
      setResuming(false);
    }
  };

  return (
    <Stack>
      <Current as="section" aria-labelledby="current-plan-title">
        <div>
          <CardTitle id="current-plan-title">Current plan</CardTitle>
          {loading && !subscription ? <Skeleton $width="12rem" $height="1.2em" /> : (
            <>
              <p>
                <strong>{active ? subscription?.planName : 'Free'}</strong>{' '}
                {active && subscription?.period && <Badge tone="primary">{subscription.period === 'annual' ? 'Annual' : 'Monthly'}</Badge>}{' '}
                {active && subscription?.status === 'past_due' && <Badge tone="warning">Payment due</Badge>}
              </p>
              <p>{active ? renewalText(subscription?.currentPeriodEnd ?? null, subscription?.cancelAtPeriodEnd ?? false)
                : 'Upgrade to see collaboration options and reviews, and to send collaboration requests.'}</p>
            </>
          )}
        </div>
        {active && !subscription?.cancelAtPeriodEnd && (
          <Button type="button" variant="secondary" onClick={() => setConfirm(true)}>Cancel subscription</Button>
        )}
        {ending && (
          <Button ref={resumeButton} type="button" loading={resuming} onClick={() => void resume()}>Resume subscription</Button>
        )}
      </Current>
      {resumed && !ending && (
        <div ref={resumedNotice} tabIndex={-1}>
          <InlineAlert tone="success">
            Your subscription is resumed. {renewalText(subscription?.currentPeriodEnd ?? null, false) ?? 'It renews at the end of the period.'}
          </InlineAlert>
        </div>
      )}
      {loadError && <InlineAlert tone="error">Could not load your plan: {loadError.message}</InlineAlert>}
      {actionError && <InlineAlert tone="error">{actionError}</InlineAlert>}
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      <PeriodToggle value={period} onChange={setPeriod} saving={bestSaving(SETTINGS_PLANS)} />
      <Cards>
        {SETTINGS_PLANS.map((plan) => {
          const price = priceText(plan, period);
          const isCurrent = active && subscription?.plan === plan.id && subscription.period === period;
          return (
            <Card key={plan.id} as="article" aria-label={plan.name}>
              <CardTitle>{plan.name}</CardTitle>
              {price.saving && <Badge tone="success">{price.saving}</Badge>}
              <Price><strong>{price.main}</strong>{price.sub && <span>{price.sub}</span>}</Price>
              <ul>{plan.features.map((f) => <li key={f}>{f}</li>)}</ul>
              <Button type="button" fullWidth disabled={isCurrent || starting !== null} loading={starting === plan.id}
                onClick={() => choose(plan.id, period)}>
                {isCurrent ? 'Current plan' : active ? 'Switch plan' : 'Upgrade'}
              </Button>
            </Card>
          );
        })}
      </Cards>
      {/* Escape and the focused "Keep subscription" button dismiss; only the explicit danger button cancels. */}
      <AlertDialog open={confirm} title="Cancel your subscription?" tone="danger"
        onDismiss={() => setConfirm(false)} dismissLabel="Keep subscription"
        onConfirm={() => void cancel()} confirmLabel="Cancel subscription"
        message={`You keep premium until ${subscription?.currentPeriodEnd ? new Date(subscription.currentPeriodEnd).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }) : 'the end of the paid period'}; it will not renew.`} />
    </Stack>
  );
}
