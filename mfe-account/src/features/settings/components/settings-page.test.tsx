import { fakeFetch } from 'jest-support/fake-fetch';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { SubscriptionState } from 'shared-api';
import { isPremiumAtom, SessionProvider, sessionStore, serverUserAtom, userChannelAtom } from 'shared-auth';
import { signInForTests } from 'shared-auth/test-support/signed-in-firebase';
import { UiProvider } from 'shared-ui';
import { browser } from '../../billing/api/billing-api';
import { SettingsPage } from './settings-page';

beforeAll(signInForTests);

const FREE: SubscriptionState = { isPremium: false, plan: null, planName: null, period: null, status: 'none',
  currentPeriodEnd: null, cancelAtPeriodEnd: false, provider: null, introOffer: null };
const PRO: SubscriptionState = { isPremium: true, plan: 'pro', planName: 'Pro Plan', period: 'annual', status: 'active',
  currentPeriodEnd: '2027-03-01T12:00:00.000Z', cancelAtPeriodEnd: false, provider: 'dev', introOffer: null };

let state: SubscriptionState;
let resumeFails = false;
const posts: { url: string; body: unknown }[] = [];
beforeEach(() => {
  posts.length = 0;
  resumeFails = false;
  sessionStore.set(isPremiumAtom, false);
  fakeFetch.mockReset();
  fakeFetch.mockImplementation(async (url: string, init?: RequestInit) => {
    let body: unknown = state;
    if (init?.method === 'POST') {
      posts.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
      if (url === '/api/billing/checkout') body = { id: 'cs_1', url: '/api/dev-billing/checkout/cs_1' };
      if (url === '/api/billing/subscription/cancel') {
        state = { ...state, cancelAtPeriodEnd: true };
        body = { success: true };
      }
      if (url === '/api/billing/subscription/resume') {
        if (resumeFails) {
          const failure = { message: 'The payment provider is unavailable' };
          return { ok: false, status: 502, text: async () => JSON.stringify(failure), json: async () => failure };
        }
        state = { ...state, cancelAtPeriodEnd: false };
        body = { success: true };
      }
    }
    return { ok: true, status: 200, text: async () => JSON.stringify(body), json: async () => body };
  });
});

function renderSettings(path = '/settings?tab=subscription') {
  return render(
    <SessionProvider>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}><SettingsPage /></MemoryRouter>
      </UiProvider>
    </SessionProvider>,
  );
}

it('User details shows the account email and the connected channel', () => {
  state = FREE;
  sessionStore.set(serverUserAtom, { uid: 'u1', email: 'ana@example.com', validated: true, user: { id: 1 } });
  sessionStore.set(userChannelAtom, { id: 3, channelName: 'Ana Bakes', subscriberCount: 12_300 });
  renderSettings('/settings');
  expect(screen.getByRole('tab', { name: 'User details' })).toHaveAttribute('aria-selected', 'true');
  const details = screen.getByRole('region', { name: 'User details' });
  expect(details).toHaveTextContent('ana@example.com');
  expect(details).toHaveTextContent('Ana Bakes');
  expect(details).toHaveTextContent('12.3K subscribers');
});

it('shows monthly prices, then annual prices with the saving and annual ÷ 12 after the toggle', async () => {
  state = FREE;
  renderSettings();
  expect(await screen.findByText('Free')).toBeInTheDocument();
  const card = (name: string) => screen.getByRole('article', { name });
  expect(card('Basic Plan')).toHaveTextContent('$15/month');
  expect(card('Pro Plan')).toHaveTextContent('$30/month');
  expect(card('Enterprise Plan')).toHaveTextContent('$75/month');
  expect(card('Basic Plan')).not.toHaveTextContent('Save');
  expect(screen.getByText('Save up to 17% with annual billing')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('radio', { name: 'Annual' }));
  expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked();
  expect(card('Basic Plan')).toHaveTextContent('$150/year');
  expect(card('Basic Plan')).toHaveTextContent('$12.50/month, billed annually');
  expect(card('Basic Plan')).toHaveTextContent('Save 17%');
  expect(card('Pro Plan')).toHaveTextContent('$300/year');
  expect(card('Pro Plan')).toHaveTextContent('$25/month, billed annually');
  expect(card('Enterprise Plan')).toHaveTextContent('$750/year');
  expect(card('Enterprise Plan')).toHaveTextContent('$62.50/month, billed annually');
});

it('Upgrade starts a checkout for the chosen plan and period and goes there', async () => {
  state = FREE;
  const go = jest.spyOn(browser, 'go').mockImplementation(() => {});
  renderSettings();
  await screen.findByText('Free');
  await userEvent.click(screen.getByRole('radio', { name: 'Annual' }));
  await userEvent.click(within(screen.getByRole('article', { name: 'Pro Plan' })).getByRole('button', { name: 'Upgrade' }));
  await waitFor(() => expect(go).toHaveBeenCalledWith('/api/dev-billing/checkout/cs_1'));
  expect(posts).toEqual([{ url: '/api/billing/checkout', body: { plan: 'pro', period: 'annual', returnTo: '/settings?tab=subscription' } }]);
});

it('shows the current plan, period and renewal date, and cancels after confirming', async () => {
  state = PRO;
  renderSettings();
  const current = await screen.findByRole('region', { name: 'Current plan' });
  await waitFor(() => expect(current).toHaveTextContent('Pro Plan'));
  expect(current).toHaveTextContent('Annual');
  expect(current).toHaveTextContent('Renews on March 1, 2027');
  expect(sessionStore.get(isPremiumAtom)).toBe(true);
  await userEvent.click(screen.getByRole('radio', { name: 'Annual' }));
  expect(within(screen.getByRole('article', { name: 'Pro Plan' })).getByRole('button', { name: 'Current plan' })).toBeDisabled();

  await userEvent.click(within(current).getByRole('button', { name: 'Cancel subscription' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Cancel your subscription?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
  await waitFor(() => expect(current).toHaveTextContent('Ends on March 1, 2027'));
  expect(posts.map((p) => p.url)).toEqual(['/api/billing/subscription/cancel']);
});

it('Escape and "Keep subscription" dismiss the cancel dialog and send nothing; the danger style is on the cancel button', async () => {
  state = PRO;
  renderSettings();
  const current = await screen.findByRole('region', { name: 'Current plan' });
  await waitFor(() => expect(current).toHaveTextContent('Pro Plan'));
  const opener = within(current).getByRole('button', { name: 'Cancel subscription' });

  await userEvent.click(opener);
  const dialog = screen.getByRole('alertdialog', { name: 'Cancel your subscription?' });
  const keep = within(dialog).getByRole('button', { name: 'Keep subscription' });
  expect(keep).toHaveFocus();
  expect(within(dialog).getByRole('button', { name: 'Cancel subscription' })).toHaveAttribute('data-variant', 'danger');
  expect(keep).toHaveAttribute('data-variant', 'secondary');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(opener).toHaveFocus();

  await userEvent.click(opener);
  await userEvent.keyboard('{Enter}');
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(posts).toEqual([]);
  expect(current).toHaveTextContent('Renews on March 1, 2027');
});

it('after cancelling, focus moves to "Resume subscription", which brings the renewal back without a dialog', async () => {
  state = PRO;
  renderSettings();
  const current = await screen.findByRole('region', { name: 'Current plan' });
  await waitFor(() => expect(current).toHaveTextContent('Renews on March 1, 2027'));
  expect(within(current).queryByRole('button', { name: 'Resume subscription' })).toBeNull();
  await userEvent.click(within(current).getByRole('button', { name: 'Cancel subscription' }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel subscription' }));
  await waitFor(() => expect(current).toHaveTextContent('Ends on March 1, 2027'));
  const resume = within(current).getByRole('button', { name: 'Resume subscription' });
  await waitFor(() => expect(resume).toHaveFocus());
  expect(within(current).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();

  await userEvent.keyboard('{Enter}');
  expect(screen.queryByRole('alertdialog')).toBeNull();
  const notice = await screen.findByRole('status');
  expect(notice).toHaveTextContent('Your subscription is resumed. Renews on March 1, 2027');
  expect(current).toHaveTextContent('Renews on March 1, 2027');
  expect(notice.parentElement).toHaveFocus();
  expect(within(current).getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
  expect(within(current).queryByRole('button', { name: 'Resume subscription' })).toBeNull();
  expect(posts.map((p) => p.url)).toEqual(['/api/billing/subscription/cancel', '/api/billing/subscription/resume']);
  expect(sessionStore.get(isPremiumAtom)).toBe(true);
});

it('shows "Resume subscription" busy while it runs, and the error with the button kept when resuming fails', async () => {
  state = { ...PRO, cancelAtPeriodEnd: true };
  resumeFails = true;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => { release = r; });
  const plain = fakeFetch.getMockImplementation();
  if (!plain) throw new Error('the fetch fake is not set up');
  fakeFetch.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/api/billing/subscription/resume') await gate;
    return plain(url, init);
  });
  renderSettings();
  const current = await screen.findByRole('region', { name: 'Current plan' });
  await waitFor(() => expect(current).toHaveTextContent('Ends on March 1, 2027'));
  const resume = within(current).getByRole('button', { name: 'Resume subscription' });
  await userEvent.click(resume);
  expect(resume).toHaveAttribute('aria-busy', 'true');
  // A second press while busy sends nothing more.
  await userEvent.click(resume);
  release();
  expect(await screen.findByRole('alert')).toHaveTextContent('The payment provider is unavailable');
  expect(resume).not.toHaveAttribute('aria-busy');
  expect(resume).toHaveFocus();
  expect(current).toHaveTextContent('Ends on March 1, 2027');
  expect(screen.queryByRole('status')).toBeNull();
  expect(posts.map((p) => p.url)).toEqual(['/api/billing/subscription/resume']);
});
