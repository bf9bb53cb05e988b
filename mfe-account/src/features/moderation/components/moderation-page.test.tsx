import { fakeFetch } from 'jest-support/fake-fetch';
import { renderRemote } from 'jest-support/render-remote';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModerationQueue } from 'shared-api';
import { sessionStore } from 'shared-auth';
import { signInForTests } from 'shared-auth/test-support/signed-in-firebase';
import { ModerationPage, NOT_A_MODERATOR, QUEUE_FAILED } from './moderation-page';

beforeAll(signInForTests);

const QUEUE: ModerationQueue = {
  byItem: [{
    item: { kind: 'MESSAGE', id: 41 }, reported: { userId: 9, channelId: 3, name: 'Brand Deals Agency' }, reportCount: 3,
    firstReportedAt: '2026-11-20T10:00:00.000Z', hidden: true,
    snapshot: { content: 'Pay the $30 onboarding fee by PayPal', senderId: 9 },
    reports: [{ id: 1, reporterUserId: 2, category: 'SCAM_OR_FRAUD', note: 'Asked for money', createdAt: '2026-11-20T10:00:00.000Z' }],
  }],
  byMember: [{ reported: { userId: 9, channelId: 3, name: 'Brand Deals Agency' }, reportCount: 3, itemCount: 1, firstReportedAt: '2026-11-20T10:00:00.000Z', items: [{ kind: 'MESSAGE', id: 41 }] }],
  appeals: [],
};

function reply(status: number, body: unknown) {
  return { ok: status < 400, status, text: async () => JSON.stringify(body), json: async () => body };
}
const renderPage = () => renderRemote(<ModerationPage />, { at: '/moderation', store: sessionStore });

it('shows reported items with their snapshot and sends a decision with the reason', async () => {
  const posts: Array<{ url: string; body: unknown }> = [];
  fakeFetch.mockReset();
  fakeFetch.mockImplementation(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return reply(200, { id: 5, action: 'REMOVE', targetUserId: 9, item: { kind: 'MESSAGE', id: 41 }, reason: 'Scam', days: null, createdAt: '' });
    }
    return reply(200, QUEUE);
  });
  renderPage();
  const card = await screen.findByRole('article', { name: 'Message #41' });
  expect(within(card).getByText('Pay the $30 onboarding fee by PayPal')).toBeInTheDocument();
  expect(within(card).getByText('Hidden until reviewed')).toBeInTheDocument();
  expect(within(card).getByText(/Scam or fraud: “Asked for money”/)).toBeInTheDocument();
  const remove = within(card).getByRole('button', { name: 'Remove content' });
  expect(remove).toBeDisabled(); // a reason comes first
  await userEvent.type(within(card).getByLabelText(/Reason/), 'Advance-fee scam');
  await userEvent.click(remove);
  await waitFor(() => expect(posts).toEqual([{ url: '/api/moderation/actions', body: { action: 'REMOVE', item: { kind: 'MESSAGE', id: 41 }, reason: 'Advance-fee scam' } }]));
  // The decided item leaves the queue: the queue is asked again.
  await waitFor(() => expect(fakeFetch.mock.calls.filter(([url]) => url === '/api/moderation/queue')).toHaveLength(2));
});

it('says when the queue could not be loaded', async () => {
  fakeFetch.mockReset();
  fakeFetch.mockImplementation(async () => reply(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }));
  renderPage();
  expect(await screen.findByText(QUEUE_FAILED)).toBeInTheDocument();
});

it('tells a non-moderator the page is not for them', async () => {
  fakeFetch.mockReset();
  fakeFetch.mockImplementation(async () => reply(403, { statusCode: 403, error: 'Forbidden', message: 'Moderators only' }));
  renderPage();
  expect(await screen.findByText(NOT_A_MODERATOR)).toBeInTheDocument();
});
