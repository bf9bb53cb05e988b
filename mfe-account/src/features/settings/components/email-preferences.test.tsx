import { fakeFetch } from 'jest-support/fake-fetch';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { EmailPreferences } from 'shared-api';
import { SessionProvider } from 'shared-auth';
import { signInForTests } from 'shared-auth/test-support/signed-in-firebase';
import { UiProvider } from 'shared-ui';
import { browserTimeZone } from './email-preferences';
import { SettingsPage } from './settings-page';

beforeAll(signInForTests);

const on = { inApp: true, email: true };
const SAVED: EmailPreferences = {
  kinds: { messages: on, collabRequests: on, inviteeJoined: on, digest: on }, digest: true, timeZone: 'UTC', quietHours: null,
};
let puts: EmailPreferences[];
let reply: EmailPreferences;

beforeEach(() => {
  puts = [];
  reply = SAVED;
  fakeFetch.mockReset();
  fakeFetch.mockImplementation(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as EmailPreferences;
      puts.push(body);
      if (body.timeZone === 'Nowhere/Land') return { ok: false, status: 400, text: async () => '{"message":"bad"}', json: async () => ({ message: 'bad' }) };
      reply = body;
    }
    return { ok: true, status: 200, text: async () => JSON.stringify(reply), json: async () => reply };
  });
});

const renderTab = () => render(
  <SessionProvider><UiProvider><MemoryRouter initialEntries={['/settings?tab=notifications']}><SettingsPage /></MemoryRouter></UiProvider></SessionProvider>,
);

it('starts from the browser time zone, and saves kind x channel switches, the digest and quiet hours', async () => {
  renderTab();
  const tz = await screen.findByRole('textbox', { name: 'Time zone' });
  expect(tz).toHaveValue(browserTimeZone());
  await userEvent.click(screen.getByRole('checkbox', { name: 'Unread messages by email' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Weekly digest by email' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Quiet hours (no email)' }));
  await userEvent.clear(tz);
  await userEvent.type(tz, 'Asia/Tokyo');
  await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  expect(puts).toEqual([{
    kinds: { messages: { inApp: true, email: false }, collabRequests: on, inviteeJoined: on, digest: { inApp: true, email: false } },
    digest: false, timeZone: 'Asia/Tokyo', quietHours: { start: 1320, end: 420 },
  }]);
});

it('says so when the server refuses the time zone', async () => {
  renderTab();
  const tz = await screen.findByRole('textbox', { name: 'Time zone' });
  await userEvent.clear(tz);
  await userEvent.type(tz, 'Nowhere/Land');
  await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
  await waitFor(() => expect(screen.getByText(/Not saved: check the time zone/)).toBeInTheDocument());
});
