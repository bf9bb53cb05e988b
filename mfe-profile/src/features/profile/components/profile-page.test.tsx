import { fakeFetch } from 'jest-support/fake-fetch';
import { renderRemote, testQueryClient } from 'jest-support/render-remote';
import type { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore, endSession, serverUserAtom, type UserChannel, type UserTag } from 'shared-auth';
import { useLocation } from 'react-router-dom';
import { calledRoutes, deferred, replyByRoute, type RouteHandler, type RouteReply } from 'jest-support/fake-fetch';
import { signInForTests, testMember } from 'shared-auth/test-support/signed-in-firebase';
import { PREFETCH_FRESH_MS } from '../api/channel-detail';
import { preloadProfileData } from '../api/preload-profile-data';
import { ProfilePage } from './profile-page';

const OWN: UserChannel = {
  id: 5, userId: 42, channelName: 'Ana Cooks', thumbnail: 'https://yt3.ggpht.com/ana.jpg', youtubeId: 'UCana',
  link: 'https://www.youtube.com/@anacooks', subscribers: 1234, city: 'Lyon', country: 'France', category: 'Howto & Style',
  contentLanguages: ['French', 'English'], collaborationInterests: 'Recipe swaps', aboutMe: 'I cook every day.',
  description: 'Weekly French recipes.', isVerified: true,
};

/** A non-member card as the dashboard passes it in navigation state. */
const PROSPECT = {
  id: 9, youtubeId: 'UCbob', name: 'Bob Bakes', channelName: 'Bob Bakes', thumbnail: '', subscriberCount: 2_500_000,
  videoCount: 10, views: 100, category: 'Howto & Style', categoryId: 26, language: 'English', description: 'Bread.',
  collaboration_status: 1, collaborationStatus: 1, isRegistered: false, userId: null, link: null, handle: null,
  userChannelId: 9, about: null, collaborationInterests: null, country: null, city: null, createdAt: '2026-01-01',
};

const MEMBER = { ...PROSPECT, id: 7, userChannelId: 7, channelName: 'Cleo Crafts', name: 'Cleo Crafts', isRegistered: true, userId: 70 };

function MessagesProbe() {
  const { search } = useLocation();
  return <pre data-testid="messages-search">{search}</pre>;
}

const ok = (body: unknown): RouteReply => ({ status: 200, body });
const NOT_FOUND: RouteReply = { status: 404, body: { message: 'Not found' } };

/**
 * What the page's calls answer unless a test says otherwise: no such channel (the own profile then keeps the
 * stored copy), no invitation check answer, no tags and no similar channels.
 */
const DEFAULT_REPLIES: Record<string, RouteHandler> = {
  'GET /api/channels/:id': NOT_FOUND,
  'GET /api/invitations/channel/:id': NOT_FOUND,
  'GET /api/tags/channel/:id': ok([]),
  'GET /api/channels/:id/similar': NOT_FOUND,
};

/** The replies of the next render (and of calls made after it): the defaults with a test's own. */
let replies: Record<string, RouteHandler> = DEFAULT_REPLIES;
function routes(extra: Record<string, RouteHandler> = {}) {
  replies = { ...DEFAULT_REPLIES, ...extra };
  replyByRoute(replies);
}

/** Renders the page and lets the calls it starts settle (calls held open by a test stay pending). */
async function setup({
  path = '/profile/me', state = null as unknown, channel = OWN as UserChannel | null, tags = [] as UserTag[],
  queryClient = undefined as QueryClient | undefined,
} = {}) {
  let store = createStore();
  await act(async () => {
    ({ store } = renderRemote(<ProfilePage />, {
      at: { pathname: path, state },
      route: '/profile/:userId',
      routes: { '/profile/me': <ProfilePage />, '/profile/edit': <p>Edit page</p>, '/messages': <MessagesProbe /> },
      session: { channel, serverUser: { uid: 'uid-1', validated: true, user: { id: 42 } }, tags, firebaseUser: testMember },
      replies,
      ...(queryClient ? { queryClient } : {}),
    }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return store;
}

let quietErrors: jest.SpyInstance | null = null;
/** For tests of failures the page only logs (SPEC §8). */
function expectLoggedErrors() {
  quietErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
}

function detail(label: string) {
  return within(screen.getByText(label, { selector: 'dt' }).parentElement!).getByRole('definition');
}

beforeAll(signInForTests);
beforeEach(() => {
  localStorage.clear();
  fakeFetch.mockClear();
  routes();
});
afterEach(() => jest.restoreAllMocks());
afterEach(() => {
  quietErrors?.mockRestore();
  quietErrors = null;
});

describe('own profile', () => {
  it('shows the stored channel: header, Profile Information and About Channel with Status Not Set', async () => {
    await setup();
    expect(screen.getByRole('heading', { level: 1, name: /Ana Cooks/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Verified channel' })).toBeInTheDocument();
    expect(screen.getByText('1.2K subscribers · Lyon, France')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View channel on YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/@anacooks');
    expect(detail('Category')).toHaveTextContent('Howto & Style');
    expect(detail('Content Language(s)')).toHaveTextContent('French, English');
    expect(detail('Collaboration Interests')).toHaveTextContent('Recipe swaps');
    expect(detail('About Me')).toHaveTextContent('I cook every day.');
    expect(detail('About')).toHaveTextContent('Weekly French recipes.');
    expect(detail('Collaboration Status')).toHaveTextContent('Status Not Set');
    expect(screen.queryByTestId('status-dot')).not.toBeInTheDocument();
    expect(screen.queryByText('Shared Interests')).not.toBeInTheDocument();
    await waitFor(() => expect(calledRoutes()).toEqual(['GET /api/channels/5']));
  });

  it('reads the alternative field names and shows the status with its green dot', async () => {
    await setup({
      channel: {
        id: 5, name: 'Ana', subscriber_count: 2_500_000, collaboration_status: 'OPEN_TO_COLLAB', niches: ['Music', 'Comedy'],
        language: [{ id: 1, language: 'Spanish' }], user_description: 'Hola', about: 'Channel about',
      } as unknown as UserChannel, // stored by an older build: a status code as text
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Ana' })).toBeInTheDocument();
    expect(screen.getByText('2.5M subscribers · Unknown')).toBeInTheDocument();
    expect(detail('Category')).toHaveTextContent('Music, Comedy');
    expect(detail('Content Language(s)')).toHaveTextContent('Spanish');
    expect(detail('About Me')).toHaveTextContent('Hola');
    expect(detail('About')).toHaveTextContent('Channel about');
    expect(detail('Collaboration Status')).toHaveTextContent('Open to Collaborations');
    expect(within(detail('Collaboration Status')).getByTestId('status-dot')).toBeInTheDocument();
  });

  it('is refreshed from GET /api/channels/{own id}, keeping stored-only fields', async () => {
    routes({ 'GET /api/channels/5': ok({ ...PROSPECT, id: 5, channelName: 'Ana Cooks Daily', collaborationStatus: 2, tags: [], languages: [] }) });
    await setup();
    expect(await screen.findByRole('heading', { level: 1, name: /Ana Cooks Daily/ })).toBeInTheDocument();
    expect(detail('Collaboration Status')).toHaveTextContent('Invite Only');
    expect(detail('About Me')).toHaveTextContent('I cook every day.');
  });

  it('is recognised by the own user id; Edit Profile opens /profile/edit', async () => {
    await setup({ path: '/profile/42' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(await screen.findByText('Edit page')).toBeInTheDocument();
  });

  it('is recognised by the own channel id and shows Unknown without city and country', async () => {
    await setup({ path: '/profile/5', channel: { id: 5, channelName: 'Ana', subscribers: 10 } });
    expect(screen.getByText('10 subscribers · Unknown')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('asks to connect a channel when none is stored', async () => {
    await setup({ channel: null });
    expect(screen.getByRole('alert')).toHaveTextContent('No channel is connected yet.');
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });
});

describe("another member's profile", () => {
  it('uses the channel from navigation state and sends a message to the member', async () => {
    await setup({ path: '/profile/7', state: { channel: MEMBER } });
    expect(screen.getByRole('heading', { level: 1, name: /Cleo Crafts/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Invite/ })).not.toBeInTheDocument();
    expect(detail('Collaboration Status')).toHaveTextContent('Open to Collaborations');
    routes({ 'POST /api/conversations': ok({ id: 31 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByTestId('messages-search')).toHaveTextContent('?conversation=31');
    const post = fakeFetch.mock.calls.find(([url, init]) => url === '/api/conversations' && init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ user1Id: 42, user2Id: 70 });
    expect(calledRoutes()).not.toContain('GET /api/channels/7');
  });

  it('says so, and stays, when the conversation cannot be opened', async () => {
    expectLoggedErrors();
    await setup({ path: '/profile/7', state: { channel: MEMBER } });
    routes({ 'POST /api/conversations': { status: 500, body: { message: 'down' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('The conversation could not be opened. Please try again.')).toBeInTheDocument();
    expect(screen.queryByTestId('messages-search')).not.toBeInTheDocument();
  });

  it('shows a card whose channel id equals the own user id as that other channel', async () => {
    routes({ 'GET /api/tags/channel/42': ok([]) });
    await setup({ path: '/profile/42', state: { channel: { ...MEMBER, id: 42, userChannelId: 42 } } });
    expect(screen.getByRole('heading', { level: 1, name: /Cleo Crafts/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('loads the channel by id with a skeleton meanwhile, and lists shared interests from its tags', async () => {
    const reply = deferred<RouteReply>();
    routes({ 'GET /api/channels/UCcleo': () => reply.promise });
    await setup({ path: '/profile/UCcleo', tags: [{ tagName: 'Knitting' }, { tagName: 'Travel' }] });
    expect(screen.getByTestId('profile-skeleton')).toBeInTheDocument();
    await act(async () => reply.resolve(ok({ ...MEMBER, tags: [{ id: 1, tagName: 'knitting' }, { id: 2, tagName: 'Paper' }], languages: [{ id: 3, language: 'German' }] })));
    expect(screen.getByRole('heading', { level: 1, name: /Cleo Crafts/ })).toBeInTheDocument();
    expect(screen.queryByTestId('profile-skeleton')).not.toBeInTheDocument();
    expect(detail('Shared Interests')).toHaveTextContent('knitting');
    expect(detail('Content Language(s)')).toHaveTextContent('German, English');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('lists similar channels, each opening its profile', async () => {
    const NEIGHBOUR = { ...PROSPECT, id: 11, userChannelId: 11, name: 'Dina Dyes', channelName: 'Dina Dyes' };
    routes({ 'GET /api/channels/7/similar': ok({ channels: [NEIGHBOUR] }) });
    await setup({ path: '/profile/7', state: { channel: MEMBER } });
    const similar = await screen.findByRole('region', { name: 'Similar channels' });
    expect(within(similar).getByRole('link', { name: /Dina Dyes/ })).toHaveAttribute('href', '/profile/11');
  });

  it('shows no similar channels when their call fails', async () => {
    routes({ 'GET /api/channels/7/similar': { status: 500, body: 'boom' } });
    await setup({ path: '/profile/7', state: { channel: MEMBER } });
    await waitFor(() => expect(calledRoutes()).toContain('GET /api/channels/7/similar'));
    expect(screen.queryByRole('region', { name: 'Similar channels' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Cleo Crafts/ })).toBeInTheDocument();
  });

  it('says so when the channel does not exist', async () => {
    await setup({ path: '/profile/404404' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This channel could not be found.');
  });

  it('says so when the channel cannot be loaded', async () => {
    expectLoggedErrors();
    routes({ 'GET /api/channels/8': { status: 500, body: 'boom' } });
    await setup({ path: '/profile/8' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The profile could not be loaded. Please try again later.');
  });
});

describe("a non-member's profile", () => {
  const inviteName = 'Invite Bob Bakes to CollabHub';

  it("shows 'Checking...' while the invitation check runs, then the invite button and the notice", async () => {
    const check = deferred<RouteReply>();
    routes({ 'GET /api/invitations/channel/9': () => check.promise });
    await setup({ path: '/profile/9', state: { channel: PROSPECT } });
    expect(screen.getByRole('button', { name: 'Checking...' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Bob Bakes is not yet a member of CollabHub.');
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    await act(async () => check.resolve(ok([])));
    expect(screen.getByRole('button', { name: inviteName })).toBeEnabled();
  });

  it("shows 'Invitation Sent' (disabled) when already invited", async () => {
    routes({
      'GET /api/invitations/channel/9': ok([{ id: 1, inviterChannelId: 5, inviteeChannelId: 9, message: null, createdAt: '' }]),
    });
    await setup({ path: '/profile/9', state: { channel: PROSPECT } });
    expect(await screen.findByRole('button', { name: 'Invitation Sent' })).toBeDisabled();
  });

  it("posts the invitation, shows 'Sending...' and then 'Invitation Sent'", async () => {
    const post = deferred<RouteReply>();
    routes({ 'GET /api/invitations/channel/9': ok([]), 'POST /api/invitations': () => post.promise });
    await setup({ path: '/profile/9', state: { channel: PROSPECT } });
    fireEvent.click(await screen.findByRole('button', { name: inviteName }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeInTheDocument();
    await waitFor(() => expect(calledRoutes()).toContain('POST /api/invitations'));
    const [, init] = fakeFetch.mock.calls.find(([url, i]) => url === '/api/invitations' && i?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({ inviterChannelId: 5, inviteeChannelId: 9, message: expect.stringContaining('Bob Bakes') });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer id-token');
    await act(async () => post.resolve(ok({ success: true, created: true })));
    expect(screen.getByRole('button', { name: 'Invitation Sent' })).toBeDisabled();
    expect(screen.getByText(/No email was sent/)).toBeInTheDocument();
  });

  it('says the invitation was emailed when the server sent one', async () => {
    routes({ 'GET /api/invitations/channel/9': ok([]), 'POST /api/invitations': ok({ success: true, created: true, emailed: true }) });
    await setup({ path: '/profile/9', state: { channel: PROSPECT } });
    fireEvent.click(await screen.findByRole('button', { name: inviteName }));
    expect(await screen.findByText(/We emailed .* your invitation at its public contact address/)).toBeInTheDocument();
    expect(screen.queryByText(/No email was sent/)).not.toBeInTheDocument();
  });

  it('returns to the invite state when sending fails', async () => {
    expectLoggedErrors();
    routes({ 'GET /api/invitations/channel/9': ok([]), 'POST /api/invitations': { status: 409, body: { message: 'x' } } });
    await setup({ path: '/profile/9', state: { channel: PROSPECT } });
    fireEvent.click(await screen.findByRole('button', { name: inviteName }));
    expect(await screen.findByRole('button', { name: inviteName })).toBeEnabled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('alerts when the own channel id is missing and sends nothing', async () => {
    await setup({ path: '/profile/9', state: { channel: PROSPECT }, channel: { userId: 42, channelName: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: inviteName }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Unable to send invitation. Please try again.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calledRoutes().filter((r) => r.includes('/api/invitations'))).toEqual([]);
  });

  it('alerts when the target channel id is missing', async () => {
    await setup({ path: '/profile/UCbob', state: { channel: { ...PROSPECT, id: null, userChannelId: null } } });
    fireEvent.click(screen.getByRole('button', { name: inviteName }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Unable to send invitation. Please try again.');
  });

  it('names up to three shared topics from GET /api/tags/channel/{id} in the notice', async () => {
    routes({
      'GET /api/invitations/channel/9': ok([]),
      'GET /api/tags/channel/9': ok([{ id: 1, tagName: 'Bread' }, { id: 2, tagName: 'Cakes' }, { id: 3, tagName: 'Pies' }, { id: 4, tagName: 'Jam' }, { id: 5, tagName: 'Cars' }]),
    });
    await setup({
      path: '/profile/9', state: { channel: PROSPECT },
      tags: [{ tagName: 'Bread' }, { tagName: 'Cakes' }, { tagName: 'Pies' }, { tagName: 'Jam' }],
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Bread, Cakes and Pies'));
    expect(screen.getByRole('status')).not.toHaveTextContent('Jam');
    expect(detail('Shared Interests')).toHaveTextContent('Bread, Cakes, Pies, Jam');
    await screen.findByRole('button', { name: inviteName });
  });
});

describe('data prefetched at start-up (the shell calls preloadData)', () => {
  const cleo = () => ok({ ...MEMBER, tags: [], languages: [] });
  const settle = () => act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
  /** The page's preloadData, as the shell calls it at start-up, into the cache the page then renders with. */
  function preload(path: string, queryClient: QueryClient) {
    const ids = createStore();
    ids.set(serverUserAtom, { uid: 'uid-1', validated: true, user: { id: 42 } });
    preloadProfileData({ pathname: path }, ids, queryClient);
  }

  it('shows the channel on the first render when the prefetch has answered, with no second request', async () => {
    routes({ 'GET /api/channels/71': cleo() });
    const queryClient = testQueryClient();
    preload('/profile/71', queryClient);
    await settle();
    await setup({ path: '/profile/71', queryClient });
    expect(screen.queryByTestId('profile-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Cleo Crafts/ })).toBeInTheDocument();
    await settle();
    expect(calledRoutes().filter((route) => route === 'GET /api/channels/71')).toHaveLength(1);
  });

  it('waits for a prefetch still under way instead of asking again', async () => {
    const reply = deferred<RouteReply>();
    routes({ 'GET /api/channels/72': () => reply.promise });
    const queryClient = testQueryClient();
    preload('/profile/72', queryClient);
    await setup({ path: '/profile/72', queryClient });
    expect(screen.getByTestId('profile-skeleton')).toBeInTheDocument();
    await act(async () => reply.resolve(cleo()));
    expect(await screen.findByRole('heading', { level: 1, name: /Cleo Crafts/ })).toBeInTheDocument();
    expect(calledRoutes().filter((route) => route === 'GET /api/channels/72')).toHaveLength(1);
  });

  it('asks again when the prefetch failed, instead of showing its error', async () => {
    let calls = 0;
    routes({ 'GET /api/channels/73': () => (calls++ === 0 ? { status: 500, body: 'boom' } : cleo()) });
    const queryClient = testQueryClient();
    preload('/profile/73', queryClient);
    await settle();
    await setup({ path: '/profile/73', queryClient });
    expect(await screen.findByRole('heading', { level: 1, name: /Cleo Crafts/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('drops what was prefetched for a member who signs out', async () => {
    routes({ 'GET /api/channels/75': cleo() });
    const queryClient = testQueryClient();
    preload('/profile/75', queryClient);
    await settle();
    const signedOut = createStore();
    signedOut.set(serverUserAtom, { uid: 'uid-1', validated: true, user: { id: 42 } });
    endSession(signedOut);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    await setup({ path: '/profile/75', queryClient });
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: /Cleo Crafts/ })).toBeInTheDocument();
    expect(calledRoutes().filter((route) => route === 'GET /api/channels/75')).toHaveLength(2);
  });

  it('asks again when the prefetch is older than the freshness limit', async () => {
    routes({ 'GET /api/channels/74': cleo() });
    const queryClient = testQueryClient();
    preload('/profile/74', queryClient);
    await settle();
    const later = Date.now() + PREFETCH_FRESH_MS + 1;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    await setup({ path: '/profile/74', queryClient });
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: /Cleo Crafts/ })).toBeInTheDocument();
    expect(calledRoutes().filter((route) => route === 'GET /api/channels/74')).toHaveLength(2);
  });
});
