// The route table and the protected-route gate of SPEC §2, every branch, on a MemoryRouter.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { FirebaseUser as User } from 'shared-auth';
import {
  clearSession, firebaseUserAtom, runtimeConfigAtom, serverUserAtom, sessionLoadingAtom, sessionStore, SessionProvider,
  userChannelAtom, type RuntimeConfig, type ServerUser,
} from 'shared-auth';
import { UiProvider } from 'shared-ui';
import type * as ReactModule from 'react';
import type * as RouterModule from 'react-router-dom';
import { AppRoutes } from './app-routes';

jest.mock('@module-federation/enhanced/runtime', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  return {
    loadRemote: jest.fn(async (id: string) => ({ default: () => createElement('p', null, `remote:${id}`) })),
  };
});

// The public pages belong to their own feature; here they only need to show where the router went.
jest.mock('../features/public-pages', () => {
  const { createElement } = jest.requireActual<typeof ReactModule>('react');
  const { useLocation } = jest.requireActual<typeof RouterModule>('react-router-dom');
  const stub = (text: string) => () => createElement('h1', null, text);
  return {
    LandingPage: stub('Landing page'),
    ComingSoonPage: stub('Coming soon page'),
    LoginPage: stub('Login page'),
    TermsPage: stub('Terms page'),
    PrivacyPage: stub('Privacy page'),
    AboutPage: stub('About page'),
    PublicHeader: () => createElement('header', null, 'Public header'),
    COMMUNITY_CHAT_URL: 'https://chat.example',
    RegisterPage: () => {
      const state = useLocation().state as { error?: string } | null;
      return createElement('div', null, createElement('h1', null, 'Register page'),
        state?.error ? createElement('p', { role: 'alert' }, state.error) : null);
    },
  };
});

const config: RuntimeConfig = {
  appName: 'CollabHub', comingSoon: false, launchDate: null, apiBaseUrl: '',
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' }, authEmulatorUrl: null,
};

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

interface SessionSetup {
  loading?: boolean;
  signedIn?: boolean;
  serverUser?: ServerUser | null;
  comingSoon?: boolean;
}

/** Renders inside act so the lazy remote modules settle before the assertions. */
async function renderAt(path: string, { loading = false, signedIn = false, serverUser = null, comingSoon = false }: SessionSetup = {}) {
  sessionStore.set(runtimeConfigAtom, { ...config, comingSoon });
  sessionStore.set(sessionLoadingAtom, loading);
  sessionStore.set(firebaseUserAtom, signedIn ? ({ uid: 'u1', displayName: 'Ana' } as User) : null);
  sessionStore.set(serverUserAtom, serverUser);
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <SessionProvider>
        <UiProvider>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
            <LocationProbe />
          </MemoryRouter>
        </UiProvider>
      </SessionProvider>,
    );
  });
  return result!;
}

const validatedUser: ServerUser = { uid: 'u1', validated: true, user: { id: 7 }, userChannel: { id: 42 } };
const location = () => screen.getByTestId('location');

beforeEach(() => {
  localStorage.clear();
  act(() => clearSession(sessionStore));
});

describe('protected-route gate', () => {
  it('shows the loading screen while the session is loading', async () => {
    await renderAt('/dashboardV2', { loading: true, signedIn: true, serverUser: validatedUser });
    expect(screen.getByText('Loading your dashboard...')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/dashboardV2');
  });

  it('sends a visitor who is not signed in to /', async () => {
    await renderAt('/messages');
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('sends a signed-in user whose channel validation failed to /register with the verification message', async () => {
    await renderAt('/billing', { signedIn: true, serverUser: { uid: 'u1', validated: false } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Channel verification is pending or failed. Please complete your registration.',
    );
    expect(location()).toHaveTextContent(/^\/register$/);
  });

  it('sends a signed-in user without a server user to /register with the complete-registration message', async () => {
    await renderAt('/settings', { signedIn: true, serverUser: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please complete your registration to access the dashboard.');
    expect(location()).toHaveTextContent(/^\/register$/);
  });

  it('uses the complete-registration message when validated is not explicitly false', async () => {
    await renderAt('/dashboardV2', { signedIn: true, serverUser: { uid: 'u1', isPlaceholder: true } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please complete your registration to access the dashboard.');
  });

  it('does not let a stored validated server user in without a Firebase sign-in', async () => {
    await renderAt('/dashboardV2', { signedIn: false, serverUser: validatedUser });
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
  });

  it.each([
    ['/dashboardV2?page=3', 'mfe_discovery/DashboardPage'],
    ['/messages?conversation=5', 'mfe_messaging/MessagesPage'],
    ['/billing', 'mfe_account/BillingPage'],
    ['/settings', 'mfe_account/SettingsPage'],
    ['/channelPage/17', 'mfe_discovery/ChannelPage'],
    ['/profile/UC123', 'mfe_profile/ProfilePage'],
  ])('lets a validated user open %s (%s)', async (path, remote) => {
    await renderAt(path, { signedIn: true, serverUser: validatedUser });
    expect(await screen.findByText(`remote:${remote}`)).toBeInTheDocument();
    expect(location()).toHaveTextContent(path);
  });
});

describe('redirects', () => {
  it('/dashboard goes to /dashboardV2 keeping the page', async () => {
    await renderAt('/dashboard?page=2', { signedIn: true, serverUser: validatedUser });
    expect(await screen.findByText('remote:mfe_discovery/DashboardPage')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/dashboardV2?page=2');
  });

  it('an unknown path goes to /dashboardV2 for a validated user', async () => {
    await renderAt('/no/such/page', { signedIn: true, serverUser: validatedUser });
    expect(await screen.findByText('remote:mfe_discovery/DashboardPage')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/dashboardV2$/);
  });

  it('an unknown path is protected: a visitor ends on /', async () => {
    await renderAt('/creators');
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('/ sends a signed-in validated user to /dashboardV2', async () => {
    await renderAt('/', { signedIn: true, serverUser: validatedUser });
    expect(await screen.findByText('remote:mfe_discovery/DashboardPage')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/dashboardV2$/);
  });

  it('/ shows the landing page, or the coming-soon page when configured', async () => {
    const { unmount } = await renderAt('/', { signedIn: true, serverUser: { validated: false } });
    expect(screen.getByText('Landing page')).toBeInTheDocument();
    unmount();
    await renderAt('/', { comingSoon: true });
    expect(screen.getByText('Coming soon page')).toBeInTheDocument();
  });
});

describe('public routes', () => {
  it.each([
    ['/register', 'Register page'],
    ['/login', 'Login page'],
    ['/terms', 'Terms page'],
    ['/privacy', 'Privacy page'],
    ['/about', 'About page'],
  ])('%s is open to visitors', async (path, text) => {
    await renderAt(path);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(location()).toHaveTextContent(path);
  });

  it.each([
    ['/profile/me', 'mfe_profile/ProfilePage'],
    ['/profile/edit', 'mfe_profile/EditProfilePage'],
  ])('%s comes from mfe_profile for a signed-in member, even before validation', async (path, remote) => {
    await renderAt(path, { signedIn: true, serverUser: { validated: false } });
    expect(await screen.findByText(`remote:${remote}`)).toBeInTheDocument();
    expect(location()).toHaveTextContent(path);
  });

  it.each(['/profile/me', '/profile/edit'])('%s invites a visitor to sign in, under the public header', async (path) => {
    await renderAt(path);
    expect(screen.getByRole('heading', { name: 'Sign in to see your profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Public header')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(screen.queryByText(/remote:mfe_profile/)).not.toBeInTheDocument();
    expect(location()).toHaveTextContent(path);
  });
});

describe('signed-in header', () => {
  it('has the logo, the nav, both remote slots and the footer links', async () => {
    await renderAt('/billing', { signedIn: true, serverUser: validatedUser });
    expect(screen.getByRole('link', { name: 'CollabHub' })).toHaveAttribute('href', '/dashboardV2');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboardV2');
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile/me');
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
    expect(await screen.findByText('remote:mfe_discovery/ChannelSearch')).toBeInTheDocument();
    expect(await screen.findByText('remote:mfe_messaging/NotificationBell')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText(/© \d{4} CollabHub/)).toBeInTheDocument();
  });

  it('starts with a skip link to the main region, and About Us goes to /about', async () => {
    await renderAt('/billing', { signedIn: true, serverUser: validatedUser });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    await userEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
  });

  it('account menu: aria-controls only while open, ArrowDown enters it, Escape returns to the button', async () => {
    await renderAt('/billing', { signedIn: true, serverUser: validatedUser });
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button).not.toHaveAttribute('aria-controls');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-controls');
    // ArrowUp opens it on the last item; Tab leaves and closes it.
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each([['Settings', '/settings'], ['Billing', '/billing']])('%s is reached from the account menu by keyboard', async (item, path) => {
    await renderAt('/dashboardV2', { signedIn: true, serverUser: validatedUser });
    await userEvent.tab();
    // Tab through the header to the account menu button, then Enter opens the menu on its first item.
    const button = screen.getByRole('button', { name: 'Account menu' });
    for (let i = 0; i < 20 && document.activeElement !== button; i += 1) await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'View Profile' })).toHaveFocus();
    expect(screen.getAllByRole('menuitem').map((el) => el.textContent?.trim()))
      .toEqual(['View Profile', 'Settings', 'Billing', 'Logout']);
    while (document.activeElement?.textContent?.trim() !== item) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(location()).toHaveTextContent(new RegExp(`^${path}$`));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('View Profile opens the own channel profile', async () => {
    await renderAt('/billing', { signedIn: true, serverUser: validatedUser });
    act(() => sessionStore.set(userChannelAtom, { id: 99, channelName: 'Ana Cooks' }));
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'View Profile' }));
    expect(location()).toHaveTextContent(/^\/profile\/99$/);
  });

  it('Logout clears the session and returns to /', async () => {
    await renderAt('/billing', { signedIn: true, serverUser: validatedUser });
    localStorage.setItem('token', 't');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(localStorage.length).toBe(0);
    expect(sessionStore.get(serverUserAtom)).toBeNull();
  });
});
