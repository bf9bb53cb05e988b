import { fakeFetch, replyByRoute, resetFakeFetch } from 'jest-support/fake-fetch';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'shared-auth';
import type { FirebaseUser as User } from 'shared-auth';
import { firebaseUserAtom, serverUserAtom, sessionLoadingAtom, userChannelAtom, userTagsAtom } from 'shared-auth';
import { verifyChannel } from '../../sign-in';
import { renderPage } from '../../../test-support/render-page';
import { RegisterPage } from './register-page';

const fakeUser = { uid: 'uid-1', email: 'ana@example.com' } as unknown as User;
const channel = { id: 9, userId: 42, channelName: 'Ana Cooks' };

function signedInStore() {
  const store = createStore();
  store.set(firebaseUserAtom, fakeUser);
  store.set(sessionLoadingAtom, false);
  return store;
}

beforeEach(() => {
  localStorage.clear();
  resetFakeFetch();
});

describe('RegisterPage', () => {
  it('shows the connect card with the read-only note', () => {
    renderPage(<RegisterPage />, { path: '/register', store: signedInStore() });
    expect(screen.getByRole('heading', { name: 'Connect Your YouTube Channel' })).toBeInTheDocument();
    expect(screen.getByText(/only request read-only access/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to /', async () => {
    const store = createStore();
    store.set(sessionLoadingAtom, false);
    renderPage(<RegisterPage />, { path: '/register', store });
    expect(await screen.findByTestId('landed')).toHaveTextContent('at /');
  });

  it('waits for the session before deciding', () => {
    renderPage(<RegisterPage />, { path: '/register' });
    expect(screen.getByRole('heading', { name: 'Connect Your YouTube Channel' })).toBeInTheDocument();
  });

  it('shows the gate error passed in navigation state', () => {
    const error = 'Channel verification is pending or failed. Please complete your registration.';
    renderPage(<RegisterPage />, { path: '/register', entry: { pathname: '/register', state: { error } }, store: signedInStore() });
    expect(screen.getByRole('alert')).toHaveTextContent(error);
  });

  it('explains a failed channel connect from the ?error= code the server redirected with', () => {
    renderPage(<RegisterPage />, { path: '/register', entry: '/register?error=channel-owned', store: signedInStore() });
    expect(screen.getByRole('alert')).toHaveTextContent('This YouTube channel is already connected to another CollabHub account.');
  });

  it('ignores an unknown ?error= value', () => {
    renderPage(<RegisterPage />, { path: '/register', entry: '/register?error=%3Cscript%3E', store: signedInStore() });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts the YouTube connection with a full-page navigation', () => {
    const assign = jest.fn();
    renderPage(<RegisterPage assignLocation={assign} />, { path: '/register', store: signedInStore() });
    fireEvent.click(screen.getByRole('button', { name: 'Connect YouTube Channel' }));
    expect(assign).toHaveBeenCalledWith('/api/oauth2/authorization/google');
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to YouTube...');
  });

  it('on return verifies the channel, keeps it and its tags, then opens Edit Profile from registration', async () => {
    const store = signedInStore();
    const verified = { uid: 'uid-1', validated: false, email: 'ana@example.com', user: { id: 42 }, userChannel: channel };
    replyByRoute({ 'GET /api/verify-channel': { status: 200, body: JSON.stringify(verified) } });
    const fetchTags = jest.fn(async () => [{ tagName: 'cooking' }]);
    renderPage(<RegisterPage connectionDeps={{ verifyChannel, fetchTags }} />, {
      path: '/register', entry: '/register?oauth2Success=true', store,
    });
    expect(await screen.findByTestId('landed')).toHaveTextContent('at /profile/edit {"fromRegistration":true}');
    const [url, init] = fakeFetch.mock.calls[0]!;
    expect(url).toBe('/api/verify-channel');
    expect(init?.credentials).toBe('include');
    expect(fetchTags).toHaveBeenCalledWith(9);
    expect(store.get(userChannelAtom)).toEqual(channel);
    expect(store.get(serverUserAtom)).toEqual(verified);
    expect(JSON.parse(localStorage.getItem('userTags') ?? 'null')).toEqual([{ tagName: 'cooking' }]);
  });

  it('stores empty tags when they cannot be loaded', async () => {
    const store = signedInStore();
    const fetchTags = jest.fn(async () => { throw new Error('down'); });
    renderPage(
      <RegisterPage connectionDeps={{ verifyChannel: async () => ({ uid: 'uid-1', validated: false, userChannel: channel }), fetchTags }} />,
      { path: '/register', entry: '/register?oauth2Success=true', store },
    );
    expect(await screen.findByTestId('landed')).toHaveTextContent('at /profile/edit');
    expect(store.get(userTagsAtom)).toEqual([]);
  });

  it('stays and explains when the channel cannot be verified', async () => {
    replyByRoute({ 'GET /api/verify-channel': { status: 401, body: '{"message":"No channel connected"}' } });
    renderPage(<RegisterPage connectionDeps={{ verifyChannel, fetchTags: jest.fn() }} />, {
      path: '/register', entry: '/register?oauth2Success=true', store: signedInStore(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not verify your YouTube channel.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect YouTube Channel' })).toBeEnabled());
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });
});
