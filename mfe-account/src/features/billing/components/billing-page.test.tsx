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

it('Choose plan starts a monthly checkout that returns to the page that asked for the upgrade', async () => {
  const posts: unknown[] = [];
  fakeFetch.mockImplementation(async (url: string, init?: RequestInit) => {
    let body: unknown = { isPremium: false, plan: null, planName: null, period: null, status: 'none', currentPeriodEnd: null, cancelAtPeriodEnd: false, provider: null };
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
