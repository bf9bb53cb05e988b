import { fakeFetch } from 'jest-support/fake-fetch';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SessionProvider } from 'shared-auth';
import { signInForTests } from 'shared-auth/test-support/signed-in-firebase';
import { UiProvider } from 'shared-ui';
import { browser } from '../api/billing-api';
import { BillingPage, returnPathFrom } from './billing-page';

beforeAll(signInForTests);

const FREE = { isPremium: false, plan: null, planName: null, period: null, status: 'none', currentPeriodEnd: null,
  cancelAtPeriodEnd: false, provider: null };

function answerSubscription(state: object) {
  fakeFetch.mockImplementation(async () => ({ ok: true, status: 200, text: async () => JSON.stringify(state), json: async () => state }));
}

function renderPage() {
  render(
    <SessionProvider><UiProvider>
      <MemoryRouter initialEntries={['/billing']}><BillingPage /></MemoryRouter>
    </UiProvider></SessionProvider>,
  );
}

it('advertises Simple $15/mo and Plus $45/mo after 50% off for 3 months when the checkout applies that offer', async () => {
  answerSubscription({ ...FREE, introOffer: { percentOff: 50, months: 3 } });
  renderPage();
  const simple = await screen.findByRole('article', { name: 'Simple plan' });
  await waitFor(() => expect(within(simple).getByText('50% off for 3 months')).toBeInTheDocument());
  expect(simple).toHaveTextContent('Old price: $30');
  expect(simple).toHaveTextContent('Now: $15/mo');
  const plus = screen.getByRole('article', { name: 'Plus plan' });
  expect(plus).toHaveTextContent('Old price: $90');
  expect(plus).toHaveTextContent('Now: $45/mo');
});

it('shows the regular price and no discount when the checkout applies none (no intro coupon)', async () => {
  answerSubscription({ ...FREE, introOffer: null });
  renderPage();
  const simple = await screen.findByRole('article', { name: 'Simple plan' });
  await waitFor(() => expect(simple).toHaveTextContent('$30/mo'));
  expect(within(simple).queryByText(/% off/)).toBeNull();
  expect(simple).not.toHaveTextContent('$15');
  expect(screen.getByRole('article', { name: 'Plus plan' })).toHaveTextContent('$90/mo');
  expect(screen.queryByText('Old price:', { exact: false })).toBeNull();
});

it('Choose plan starts a monthly checkout that returns to the page that asked for the upgrade', async () => {
  const posts: unknown[] = [];
  fakeFetch.mockImplementation(async (url: string, init?: RequestInit) => {
    let body: unknown = { ...FREE, introOffer: null };
    if (init?.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      body = { id: 'cs_9', url: 'https://checkout.stripe.com/c/pay/cs_9' };
    }
    return { ok: true, status: 200, text: async () => JSON.stringify(body), json: async () => body };
  });
  const go = jest.spyOn(browser, 'go').mockImplementation(() => {});
  render(
    <SessionProvider><UiProvider>
      <MemoryRouter initialEntries={['/billing?returnTo=%2FchannelPage%2F7']}><BillingPage /></MemoryRouter>
    </UiProvider></SessionProvider>,
  );
  await userEvent.click(within(screen.getByRole('article', { name: 'Plus plan' })).getByRole('button', { name: 'Choose plan' }));
  await waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_9'));
  expect(posts).toEqual([{ plan: 'plus', period: 'monthly', returnTo: '/channelPage/7' }]);
});

it('passes on only same-origin return paths', () => {
  expect(returnPathFrom('/channelPage/7')).toBe('/channelPage/7');
  expect(returnPathFrom('//evil.example')).toBeUndefined();
  expect(returnPathFrom('https://evil.example')).toBeUndefined();
  expect(returnPathFrom(null)).toBeUndefined();
});
