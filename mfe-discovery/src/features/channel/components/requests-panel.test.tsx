import { fakeFetch } from 'jest-support/fake-fetch';
import { renderRemote } from 'jest-support/render-remote';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CollabRequest } from 'shared-api';
import { sessionStore } from 'shared-auth';
import { signInForTests } from 'shared-auth/test-support/signed-in-firebase';
import { RequestsPanel } from './requests-panel';

beforeAll(signInForTests);

const REQUEST: CollabRequest = {
  id: 4, status: 'PENDING', option: 'GUEST_APPEARANCE', optionLabel: 'Guest Appearance', timing: 'Any Thursday',
  message: 'Join our stream?', responseNote: null,
  requester: { userId: 2, channelId: 20, name: 'Golden Chef', thumbnail: null },
  owner: { userId: 1, channelId: 10, name: 'Pixel Garden', thumbnail: null },
  channelId: 10, conversationId: null, createdAt: '2026-03-01T10:00:00.000Z', respondedAt: null,
};

function renderPanel(highlightId: number | null = null) {
  return renderRemote(<RequestsPanel highlightId={highlightId} />, { store: sessionStore });
}

it('lists incoming requests and accepts one with a note, then links to the conversation', async () => {
  const posts: { url: string; body: unknown }[] = [];
  fakeFetch.mockImplementation(async (url: string, init?: RequestInit) => {
    let body: unknown = [REQUEST];
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      body = { ...REQUEST, status: 'ACCEPTED', responseNote: 'Yes!', conversationId: 33 };
    }
    return { ok: true, status: 200, text: async () => JSON.stringify(body), json: async () => body };
  });
  renderPanel(4);
  const item = await screen.findByRole('listitem', { name: 'Request from Golden Chef' });
  expect(fakeFetch.mock.calls[0]![0]).toBe('/api/collab-requests?box=incoming');
  expect(item).toHaveTextContent('Guest Appearance');
  expect(item).toHaveTextContent('Any Thursday');
  expect(item).toHaveTextContent('Pending');
  await userEvent.type(within(item).getByLabelText(/Note/), 'Yes!');
  await userEvent.click(within(item).getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(item).toHaveTextContent('Accepted'));
  expect(posts).toEqual([{ url: '/api/collab-requests/4/accept', body: { note: 'Yes!' } }]);
  const link = within(item).getByRole('link', { name: 'Open the conversation' });
  expect(link).toHaveAttribute('href', '/messages?conversation=33');
  expect(within(item).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  // The Accept button that had focus is gone: focus moves to the conversation link, not to the page body.
  expect(link).toHaveFocus();
});

it('shows the empty state and a retryable error', async () => {
  fakeFetch.mockImplementation(async () => ({ ok: true, status: 200, text: async () => '[]', json: async () => [] }));
  renderPanel();
  expect(await screen.findByText('No collaboration requests yet')).toBeInTheDocument();
});

it('shows a failed list with Retry, which asks again with the skeleton meanwhile', async () => {
  let fail = true;
  fakeFetch.mockImplementation(async () => {
    const body = fail ? { statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' } : [REQUEST];
    return { ok: !fail, status: fail ? 500 : 200, text: async () => JSON.stringify(body), json: async () => body };
  });
  renderPanel();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Could not load your requests');
  expect(alert).toHaveTextContent('Database unavailable');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('listitem', { name: 'Request from Golden Chef' })).toBeInTheDocument();
});

it('shows why an answer failed', async () => {
  fakeFetch.mockImplementation(async (_url: string, init?: RequestInit) => {
    const fail = init?.method === 'POST';
    const body = fail ? { statusCode: 409, error: 'Conflict', message: 'This request is already withdrawn' } : [REQUEST];
    return { ok: !fail, status: fail ? 409 : 200, text: async () => JSON.stringify(body), json: async () => body };
  });
  renderPanel();
  const item = await screen.findByRole('listitem', { name: 'Request from Golden Chef' });
  await userEvent.click(within(item).getByRole('button', { name: 'Decline' }));
  expect(await within(item).findByText('This request is already withdrawn')).toBeInTheDocument();
});

it('reports a received request with the shared report dialog (no block offer when the server does not block)', async () => {
  const posts: { url: string; body: unknown }[] = [];
  fakeFetch.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/api/blocks') return { ok: false, status: 404, text: async () => '{"message":"Not found"}', json: async () => ({ message: 'Not found' }) };
    let body: unknown = [REQUEST];
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      body = { id: 8, duplicate: false };
    }
    return { ok: true, status: 200, text: async () => JSON.stringify(body), json: async () => body };
  });
  renderPanel();
  const item = await screen.findByRole('listitem', { name: 'Request from Golden Chef' });
  await userEvent.click(within(item).getByRole('button', { name: 'Report request' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Report the request from Golden Chef' });
  await userEvent.selectOptions(within(dialog).getByLabelText(/What is wrong/), 'SPAM');
  await waitFor(() => expect(calledUrls()).toContain('/api/blocks'));
  expect(within(dialog).queryByLabelText(/Also block/)).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  await screen.findByRole('alertdialog', { name: 'Report sent' });
  expect(posts).toEqual([{ url: '/api/reports', body: { item: { kind: 'COLLAB_REQUEST', id: 4 }, category: 'SPAM' } }]);
});

const calledUrls = () => fakeFetch.mock.calls.map((c) => c[0] as string);
