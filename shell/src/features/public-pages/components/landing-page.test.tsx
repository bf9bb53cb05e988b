import 'jest-support/fake-fetch';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'shared-auth';
import { serverUserAtom, userChannelAtom } from 'shared-auth';
import { AuthApiError, SignInServicesContext, type SignInServices } from '../../sign-in';
import { renderPage } from '../../../test-support/render-page';
import { LandingPage } from './landing-page';

const identity = { uid: 'uid-1', email: 'ana@example.com', idToken: 'tok' };

function services(overrides: Partial<SignInServices> = {}): SignInServices {
  return {
    popup: async () => identity,
    login: async () => ({ uid: 'uid-1', validated: false }),
    register: async () => ({ uid: 'uid-1', validated: false }),
    verifyChannel: async () => ({ uid: 'uid-1', validated: false, userChannel: null }),
    ...overrides,
  };
}

function setup(overrides: Partial<SignInServices> = {}, store = createStore()) {
  return renderPage(
    <SignInServicesContext.Provider value={services(overrides)}>
      <LandingPage />
    </SignInServicesContext.Provider>,
    { path: '/', store },
  );
}

beforeEach(() => localStorage.clear());

describe('LandingPage', () => {
  it('shows the header links, hero, How It Works, features and footer', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Home', 'Creators', 'Brands', 'Resources']);
    expect(screen.getByRole('heading', { level: 1, name: 'Find Your Next Big Collaboration' })).toBeInTheDocument();
    expect(screen.getByText('Connect with fellow creators, brands, and audiences to grow your channel and reach new heights.'))
      .toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up for Free' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    const howItWorks = screen.getByRole('region', { name: 'How It Works' });
    expect(within(howItWorks).getAllByRole('listitem')).toHaveLength(3);
    for (const feature of ['Discover', 'Trust & Safety', 'Grow']) {
      expect(screen.getByRole('heading', { name: feature })).toBeInTheDocument();
    }
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByRole('link', { name: 'About Us' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Community Chat' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the cancelled alert in an in-app dialog when the popup is closed', async () => {
    const alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    setup({ popup: async () => { throw Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' }); } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Google Sign-In was cancelled. Please try again.');
    expect(alertSpy).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    alertSpy.mockRestore();
  });

  it('shows the registration failure with the server message', async () => {
    setup({ register: async () => { throw new AuthApiError('Email required', 400); } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up for Free' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Registration failed: Email required');
  });

  it('sends a not yet validated member who logs in to /register and keeps the server user', async () => {
    const { store } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('at /register');
    expect(store.get(serverUserAtom)).toEqual({ uid: 'uid-1', validated: false });
  });

  it('sends a fresh sign-up with a connected channel to complete the profile', async () => {
    const channel = { id: 9, channelName: 'Ana Cooks' };
    const { store } = setup({ verifyChannel: async () => ({ uid: 'uid-1', validated: false, userChannel: channel }) });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up for Free' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('at /profile/edit {"fromRegistration":true}');
    expect(store.get(userChannelAtom)).toEqual(channel);
    expect(JSON.parse(localStorage.getItem('userChannel') ?? 'null')).toEqual(channel);
  });

  it('keeps the outcome when the page is replaced while the sequence runs', async () => {
    let failLogin: (error: Error) => void = () => undefined;
    const login = () => new Promise<never>((_resolve, reject) => { failLogin = reject; });
    const store = createStore();
    const first = setup({ login }, store);
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await act(async () => undefined);
    // The home route swaps the landing page for its loading screen while the new identity is checked.
    first.unmount();
    await act(async () => failLogin(new AuthApiError('Account disabled', 403)));
    setup({}, store);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Login failed: Account disabled');
    expect(screen.getByRole('button', { name: 'Log In' })).not.toHaveAttribute('aria-busy');
  });
});
