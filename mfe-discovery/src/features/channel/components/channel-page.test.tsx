import { fakeFetch, resetFakeFetch, strictRoutes, type RouteHandler, type RouteReply } from 'jest-support/fake-fetch';
import { renderRemote } from 'jest-support/render-remote';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChannelCollaboration, CollaborationOption, Review } from 'shared-api';
import { COLLABORATION_OPTIONS } from 'shared-api/collaboration-options';
import { sessionStore, userChannelAtom } from 'shared-auth';
import { signInForTests } from 'shared-auth/test-support/signed-in-firebase';
import { channelFixture } from '../../../test-support/channel-fixture';
import { ChannelPage } from './channel-page';

beforeAll(signInForTests);

const OPTIONS: CollaborationOption[] = COLLABORATION_OPTIONS.map((o, i) => ({
  key: o.key, label: o.label, available: i % 2 === 0, description: `${o.label} details`,
}));
const REVIEW: Review = {
  id: 1, channelId: 7, authorUserId: 9, authorName: 'Golden Chef', authorThumbnail: null, authorChannelId: 9,
  text: 'Great collab, on time and fun.', createdAt: '2026-02-03T10:00:00.000Z', updatedAt: '2026-02-03T10:00:00.000Z',
};

function page(over: Partial<ChannelCollaboration> = {}): ChannelCollaboration {
  return {
    channel: channelFixture(7, { name: 'Pixel Garden', views: 1_234_567, videoCount: 321, category: 'Gaming', language: null,
      description: 'Cozy builds every week.' }),
    banner: '/api/banners/channel-7.svg', premium: false, isOwner: false, optionsCount: 7, availableOptionsCount: 4,
    reviewsCount: 3,
    viewer: { requestBlockedBy: 'PREMIUM_REQUIRED', pendingRequestId: null, lastRequest: null, canReview: false, myReview: null },
    ...over,
  };
}

const ok = (body: unknown): RouteReply => ({ status: 200, body });

/** The calls beside the page's own: its growth history and similar channels (none yet), the request allowance. */
const SIDE_CALLS: Record<string, RouteHandler> = {
  'GET /api/channels/:id/stats-history': ok({ channelId: 7, points: [] }),
  'GET /api/channels/:id/similar': ok({ channels: [] }),
  'GET /api/limits/first-contact': ok({}),
};

/** Strict replies: GET /api/channels/7/collaboration answers `data` (a page, or a reply), with the side calls and `more`. */
function serve(data: ChannelCollaboration | RouteReply, more: Record<string, RouteHandler> = {}) {
  const reply = 'status' in data && 'body' in data ? data : ok(data);
  strictRoutes({ ...SIDE_CALLS, 'GET /api/channels/:id/collaboration': reply, ...more });
}

/** The page as the shell renders it, on the tab's session store (the invite tests store the own channel there). */
function renderAt(path: string) {
  return renderRemote(<ChannelPage />, {
    at: path, route: '/channelPage/:id', routes: { '/billing': <p>Billing page</p> }, store: sessionStore,
  });
}

beforeEach(resetFakeFetch);

describe('without premium', () => {
  it('shows the channel on real data, the blur, the exact texts and counts, and links Upgrade to /billing', async () => {
    serve(page());
    renderAt('/channelPage/7');
    expect(await screen.findByRole('heading', { name: /Pixel Garden/ })).toBeInTheDocument();
    expect(fakeFetch.mock.calls[0]![0]).toBe('/api/channels/7/collaboration');
    const stats = screen.getByLabelText('Channel statistics');
    expect(stats).toHaveTextContent('1,234,567');
    expect(stats).toHaveTextContent('321');
    expect(stats).toHaveTextContent('Gaming');
    expect(stats).toHaveTextContent('English'); // language defaults to English
    expect(screen.getByText('Cozy builds every week.')).toBeInTheDocument();
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/api/banners/channel-7.svg');

    expect(screen.getByText('This feature is available only for premium users.')).toBeInTheDocument();
    expect(screen.getByText('7 options, 3 reviews')).toBeInTheDocument();
    expect(screen.queryByText('Free Shoutout Exchange')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Request' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByText('This feature is available only for premium users.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Upgrade to Premium' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/billing?returnTo=%2FchannelPage%2F7');
  });

  it('shows Not found and a retryable error', async () => {
    serve({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Channel not found' } });
    renderAt('/channelPage/999');
    expect(await screen.findByRole('heading', { name: 'Channel not found' })).toBeInTheDocument();
  });
});

describe('beside the page', () => {
  it('draws the growth history and lists similar channels, each opening its channel page', async () => {
    serve(page(), {
      'GET /api/channels/:id/stats-history': ok({ channelId: 7, points: [
        { recordedAt: '2026-01-01T00:00:00.000Z', subscribers: 1_000, views: 20_000, videos: 10 },
        { recordedAt: '2026-02-01T00:00:00.000Z', subscribers: 1_500, views: 30_000, videos: 12 },
      ] }),
      'GET /api/channels/:id/similar': ok({ channels: [channelFixture(9, { name: 'Retro Builds' })] }),
    });
    renderAt('/channelPage/7');
    const similar = await screen.findByRole('region', { name: 'Similar channels' });
    expect(within(similar).getByRole('link', { name: /Retro Builds/ })).toHaveAttribute('href', '/channelPage/9');
    const chart = screen.getByTestId('growth-chart');
    expect(within(chart).getByRole('img', { name: /^Subscribers and views over time 2 readings\. Subscribers 1K to 1\.5K/ })).toBeInTheDocument();
  });

  it('says when the growth history has no readings yet, or could not be loaded', async () => {
    serve(page());
    const first = renderAt('/channelPage/7');
    expect(await screen.findByText('No history yet: it starts with the next sync.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Similar channels' })).not.toBeInTheDocument();
    first.unmount();
    serve(page(), { 'GET /api/channels/:id/stats-history': { status: 500, body: { message: 'boom' } } });
    renderAt('/channelPage/7');
    expect(await screen.findByText('The history could not be loaded.')).toBeInTheDocument();
  });
});

describe('with premium', () => {
  it('shows the seven options, available in teal and unavailable in grey, each with its description, and the reviews', async () => {
    serve(page({ premium: true, options: OPTIONS, reviews: [REVIEW], reviewsCount: 1,
      viewer: { requestBlockedBy: null, pendingRequestId: null, lastRequest: null, canReview: false, myReview: null } }));
    renderAt('/channelPage/7');
    const list = await screen.findByRole('list', { name: 'Collaboration options' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('span')?.textContent?.replace(/^[✓–]/, ''))).toEqual(COLLABORATION_OPTIONS.map((o) => o.label));
    expect(items[0]).toHaveAttribute('data-available', 'true');
    expect(items[0]).toHaveTextContent('available');
    expect(items[1]).toHaveAttribute('data-available', 'false');
    expect(items[0]).toHaveTextContent(`${OPTIONS[0]!.label} details`);
    // An option that is not offered says so, never its stored "we do this" description.
    expect(items[1]).not.toHaveTextContent('Paid Promotion details');
    expect(items[1]).toHaveTextContent('Not offered by this channel right now.');
    expect(screen.queryByText('This feature is available only for premium users.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Reviews (1)' }));
    const review = within(screen.getByRole('list', { name: 'Reviews' })).getByRole('listitem');
    expect(review).toHaveTextContent('Golden Chef');
    expect(review).toHaveTextContent('Feb 3, 2026');
    expect(review).toHaveTextContent('Great collab, on time and fun.');
  });

  it('sends a request with a format the channel offers, timing and message; validates first', async () => {
    const sent: unknown[] = [];
    serve(page({ premium: true, options: OPTIONS, reviews: [],
      viewer: { requestBlockedBy: null, pendingRequestId: null, lastRequest: null, canReview: false, myReview: null } }), {
      'POST /api/collab-requests': () => {
        sent.push(JSON.parse(String(fakeFetch.mock.calls.at(-1)?.[1]?.body)));
        return ok({ id: 5, status: 'PENDING' });
      },
    });
    renderAt('/channelPage/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Send Request' }));
    const form = screen.getByRole('form', { name: 'Collaboration request to Pixel Garden' });
    const format = within(form).getByLabelText(/Collaboration format/);
    expect(format).toHaveFocus();
    // Only offered options are choices.
    expect(within(format).getAllByRole('option').map((o) => o.textContent)).toEqual(
      ['Choose a format', ...OPTIONS.filter((o) => o.available).map((o) => o.label)]);
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(within(form).getByText('Choose a collaboration format.')).toBeInTheDocument();
    expect(within(form).getByText('Write a short pitch.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.selectOptions(format, 'Joint Content Creation');
    await userEvent.type(within(form).getByLabelText(/Proposed timing/), 'Mid March');
    await userEvent.type(within(form).getByLabelText(/Message/), 'Join our podcast?');
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(sent).toEqual([{ channelId: 7, option: 'JOINT_CONTENT_CREATION', timing: 'Mid March', message: 'Join our podcast?' }]));
    const notice = await screen.findByText(/Request sent\. Pixel Garden will be notified/);
    // The form's button is gone: focus lands on the confirmation, not on the page body.
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Request sent' })).toBeDisabled();
  });

  it('shows the server\'s refusal in the form', async () => {
    serve(page({ premium: true, options: OPTIONS, reviews: [], viewer: { requestBlockedBy: null, pendingRequestId: null, lastRequest: null, canReview: false, myReview: null } }), {
      'POST /api/collab-requests': { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'You already have a pending request to this channel.' } },
    });
    renderAt('/channelPage/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Send Request' }));
    const form = screen.getByRole('form');
    await userEvent.selectOptions(within(form).getByLabelText(/Collaboration format/), 'Free Shoutout Exchange');
    await userEvent.type(within(form).getByLabelText(/Proposed timing/), 'May');
    await userEvent.type(within(form).getByLabelText(/Message/), 'Hi');
    await userEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('You already have a pending request to this channel.')).toBeInTheDocument();
  });

  it('offers the accepted requester Send Message into the opened conversation, not Send Request', async () => {
    serve(page({ premium: true, options: OPTIONS, reviews: [],
      viewer: { requestBlockedBy: null, pendingRequestId: null, canReview: true, myReview: null,
        lastRequest: { id: 4, status: 'ACCEPTED', conversationId: 12, responseNote: 'See you Friday' } } }));
    renderAt('/channelPage/7');
    const send = await screen.findByRole('button', { name: 'Send Message' });
    expect(screen.queryByRole('button', { name: 'Send Request' })).not.toBeInTheDocument();
    expect(screen.queryByText(/once it is accepted/)).not.toBeInTheDocument();
    const status = screen.getByText(/request was accepted/);
    expect(status).toHaveTextContent('See you Friday');
    // After an accepted request the member may review the channel.
    await userEvent.click(screen.getByRole('tab', { name: /Reviews/ }));
    expect(screen.getByRole('form', { name: 'Your review' })).toBeInTheDocument();
    await userEvent.click(send);
    expect(screen.getByTestId('location')).toHaveTextContent('/messages?conversation=12');
  });

  it('shows the requester a declined request\'s status beside Send Request', async () => {
    serve(page({ premium: true, options: OPTIONS, reviews: [],
      viewer: { requestBlockedBy: null, pendingRequestId: null, canReview: false, myReview: null,
        lastRequest: { id: 4, status: 'DECLINED', conversationId: null, responseNote: 'Not this month' } } }));
    renderAt('/channelPage/7');
    const status = await screen.findByText(/Your last request/);
    expect(status).toHaveTextContent('Declined');
    expect(status).toHaveTextContent('Not this month');
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeEnabled();
  });

  it('says "checkout cancelled" when a checkout started here was cancelled', async () => {
    serve(page());
    renderAt('/channelPage/7?checkout=canceled');
    expect(await screen.findByText(/Checkout cancelled: nothing was charged/)).toBeInTheDocument();
  });

  it('says why a Not Actively Seeking channel takes no requests', async () => {
    serve(page({ premium: true, options: OPTIONS, reviews: [],
      viewer: { requestBlockedBy: 'NOT_ACTIVELY_SEEKING', pendingRequestId: null, lastRequest: null, canReview: false, myReview: null } }));
    renderAt('/channelPage/7');
    const button = await screen.findByRole('button', { name: 'Send Request' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('This channel is Not Actively Seeking collaborations and takes no requests right now.');
  });

  const unregistered = () => page({ premium: true, options: OPTIONS, reviews: [],
    channel: channelFixture(7, { name: 'Pixel Garden', isRegistered: false, userId: null }),
    viewer: { requestBlockedBy: 'NOT_REGISTERED', pendingRequestId: null, lastRequest: null, canReview: false, myReview: null } });

  it("offers Send Invite for an unregistered channel, saying it is sent in CollabHub's name", async () => {
    serve(unregistered(), { 'GET /api/invitations/channel/:id': ok([]) });
    renderAt('/channelPage/7');
    expect(await screen.findByRole('button', { name: 'Send Invite' })).toBeInTheDocument();
    expect(screen.getByText(/Your invitation is sent in CollabHub's name/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Request' })).not.toBeInTheDocument();
  });

  describe('Send Invite from the member\'s own channel (the profile\'s invite button)', () => {
    beforeEach(() => sessionStore.set(userChannelAtom, { id: 5, channelName: 'Ana Cooks' }));
    afterEach(() => sessionStore.set(userChannelAtom, null));

    it("reads 'Invitation Sent' (disabled) when the member already invited the channel", async () => {
      serve(unregistered(), {
        'GET /api/invitations/channel/7': ok([{ id: 1, inviterChannelId: 5, inviteeChannelId: 7, message: null, createdAt: '' }]),
      });
      renderAt('/channelPage/7');
      expect(await screen.findByRole('button', { name: 'Invitation Sent' })).toBeDisabled();
    });

    it('posts numeric ids and a message naming the channel, then says whether an email went out', async () => {
      serve(unregistered(), {
        'GET /api/invitations/channel/:id': ok([]),
        'POST /api/invitations': ok({ success: true, created: true, emailed: false,
          invitation: { id: 2, inviterChannelId: 5, inviteeChannelId: 7, message: null, createdAt: '' } }),
      });
      renderAt('/channelPage/7');
      await userEvent.click(await screen.findByRole('button', { name: 'Send Invite' }));
      expect(await screen.findByRole('button', { name: 'Invitation Sent' })).toBeDisabled();
      const [, init] = fakeFetch.mock.calls.find(([url, i]) => url === '/api/invitations' && i?.method === 'POST')!;
      expect(JSON.parse(String(init?.body))).toEqual({ inviterChannelId: 5, inviteeChannelId: 7, message: expect.stringContaining('Pixel Garden') });
      expect(screen.getByText(/No email was sent: we know no public contact address for Pixel Garden/)).toBeInTheDocument();
    });

    it('returns to Send Invite when the send fails, with no alert (failures are only logged)', async () => {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      serve(unregistered(), {
        'GET /api/invitations/channel/:id': ok([]),
        'POST /api/invitations': { status: 500, body: { message: 'boom' } },
      });
      renderAt('/channelPage/7');
      await userEvent.click(await screen.findByRole('button', { name: 'Send Invite' }));
      await waitFor(() => expect(logged).toHaveBeenCalledWith('Error sending invitation:', expect.anything()));
      expect(screen.getByRole('button', { name: 'Send Invite' })).toBeEnabled();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      logged.mockRestore();
    });
  });

  it("alerts 'Unable to send invitation. Please try again.' without an own channel, and sends nothing", async () => {
    serve(unregistered(), { 'GET /api/invitations/channel/:id': ok([]) });
    renderAt('/channelPage/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Send Invite' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Unable to send invitation. Please try again.');
    expect(fakeFetch.mock.calls.filter(([url]) => String(url).startsWith('/api/invitations'))).toEqual([]);
  });
});
