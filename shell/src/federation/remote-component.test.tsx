// RemoteRoute/RemoteSlot with the federation runtime's loadRemote mocked (jest cannot load federated code).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { UiProvider } from 'shared-ui';
import { preloadRemoteModules, RemoteRoute, RemoteSlot } from './remote-component';
import { VersionSkewError } from './version-skew';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

function page(text: string) {
  return { default: () => <p>{text}</p> };
}

let silence: jest.SpyInstance;
beforeEach(() => {
  mockedLoadRemote.mockReset();
  silence = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => silence.mockRestore());

const wrap = (ui: React.ReactNode) => render(<UiProvider>{ui}</UiProvider>);

describe('RemoteRoute', () => {
  it('renders the exposed module once loaded', async () => {
    mockedLoadRemote.mockResolvedValue(page('Billing frame'));
    wrap(<RemoteRoute id="mfe_account/BillingPage" />);
    expect(await screen.findByText('Billing frame')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mfe_account/BillingPage');
  });

  it('shows the fallback with the classified reason when the remote is unreachable, and Retry loads again', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(page('Messages frame'));
    wrap(
      <>
        <RemoteRoute id="mfe_messaging/MessagesPage" />
        <p>Shell keeps working</p>
      </>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This section could not be loaded.');
    expect(alert).toHaveTextContent('Its server could not be reached (network error).');
    // The failed page is the whole screen: its heading is the screen's h1.
    expect(screen.getByRole('heading', { level: 1, name: 'This section could not be loaded.' })).toBeInTheDocument();
    expect(screen.getByText('Shell keeps working')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Messages frame')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('reports a bad manifest as a manifest error', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('Failed to get manifest. #RUNTIME-003 Error: HTTP 404 for manifest /x'));
    wrap(<RemoteRoute id="mfe_profile/ProfilePage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Its manifest is missing or invalid (manifest error).');
  });

  it('shows the version-skew reason for a remote built against another shared major', async () => {
    mockedLoadRemote.mockRejectedValue(new VersionSkewError('mfe_account', [{ name: 'react', remoteWants: '^18.3.1', pageHas: '19.2.9' }]));
    wrap(<RemoteRoute id="mfe_account/SettingsPage" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This section could not be loaded.');
    expect(alert).toHaveTextContent('It was built for other versions of the shared libraries (version skew).');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('contains a remote that throws while rendering as a runtime error', async () => {
    mockedLoadRemote.mockResolvedValue({ default: () => { throw new Error('boom'); } });
    wrap(<RemoteRoute id="mfe_discovery/ChannelPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('It failed while starting (runtime error).');
  });

  it('treats a module without a default export as a runtime error', async () => {
    mockedLoadRemote.mockResolvedValue({});
    wrap(<RemoteRoute id="mfe_discovery/DashboardPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('runtime error');
  });
});

describe('RemoteSlot', () => {
  it('fails in place, in a wide slot with one line and a Retry', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(page('Search'));
    wrap(<RemoteSlot id="mfe_discovery/ChannelSearch" size={{ width: '100%', height: '40px' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Search')).toBeInTheDocument();
  });

  it('fails in an icon slot as a retry button of the slot\'s size, so the header keeps its layout', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(page('Bell'));
    wrap(<RemoteSlot id="mfe_messaging/NotificationBell" size={{ width: '40px', height: '40px', circle: true }} />);
    const retry = await screen.findByRole('button', { name: 'Retry: This section could not be loaded.' });
    expect(getComputedStyle(retry).width).toBe('40px');
    expect(screen.getByRole('alert')).not.toHaveTextContent('This section could not be loaded.');
    await userEvent.click(retry);
    expect(await screen.findByText('Bell')).toBeInTheDocument();
  });
});

describe('preloadRemoteModules', () => {
  it('starts the load before anything renders, and the page then uses that load', async () => {
    mockedLoadRemote.mockResolvedValue(page('Edit frame'));
    preloadRemoteModules(['mfe_profile/EditProfilePage']);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    wrap(<RemoteRoute id="mfe_profile/EditProfilePage" />);
    expect(await screen.findByText('Edit frame')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it("hands the page's location to its preloadData once the module arrives, and renders it with no fallback", async () => {
    const preloadData = jest.fn();
    mockedLoadRemote.mockResolvedValue({ ...page('Profile frame'), preloadData });
    preloadRemoteModules(['mfe_profile/ProfilePage'], { pathname: '/profile/9', search: '?from=card' });
    await waitFor(() => expect(preloadData).toHaveBeenCalledWith({ pathname: '/profile/9', search: '?from=card' }));
    wrap(<RemoteRoute id="mfe_profile/ProfilePage" />);
    // Loaded already: the page is there on the first render, no 'Loading section' skeleton in between.
    expect(screen.getByText('Profile frame')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading section' })).toBeNull();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('keeps going when a preloadData throws; without a location it is not called', async () => {
    const preloadData = jest.fn(() => {
      throw new Error('bad route');
    });
    mockedLoadRemote.mockResolvedValue({ ...page('Channel frame'), preloadData });
    preloadRemoteModules(['mfe_discovery/ChannelPage', 'mfe_discovery/ChannelSearch']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloadData).not.toHaveBeenCalled();
    preloadRemoteModules(['mfe_account/SettingsPage'], { pathname: '/settings', search: '' });
    await waitFor(() => expect(preloadData).toHaveBeenCalledTimes(1));
    expect(silence).toHaveBeenCalledWith('Preloading the data of mfe_account/SettingsPage failed:', expect.any(Error));
    wrap(<RemoteRoute id="mfe_account/SettingsPage" />);
    expect(screen.getByText('Channel frame')).toBeInTheDocument();
  });

  it('reports nothing when the preload fails: the rendered module loads again', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(page('Badge'));
    preloadRemoteModules(['mfe_messaging/MessagesUnreadBadge']);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    wrap(<RemoteSlot id="mfe_messaging/MessagesUnreadBadge" />);
    expect(await screen.findByText('Badge')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
