// Smoke test of the exposed modules, rendered as the shell renders them (inside its router and providers).
import { replyByRoute } from 'jest-support/fake-fetch';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { clearSession, SessionProvider, sessionStore, userChannelAtom } from 'shared-auth';
import { UiProvider } from 'shared-ui';
import ProfilePage from './profile-page';
import EditProfilePage from './edit-profile-page';

function renderAt(path: string, state: unknown = null) {
  return render(
    <SessionProvider>
      <UiProvider>
        <MemoryRouter initialEntries={[{ pathname: path, state }]}>
          <Routes>
            <Route path="/profile/me" element={<ProfilePage />} />
            <Route path="/profile/:userId" element={<ProfilePage />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </SessionProvider>,
  );
}

beforeEach(() => act(() => clearSession(sessionStore)));

it('ProfilePage at /profile/me is the own profile with Edit Profile and both cards', () => {
  act(() => sessionStore.set(userChannelAtom, { id: 42, channelName: 'Ana Cooks', subscribers: 1234, city: 'Lyon', country: 'France' }));
  renderAt('/profile/me');
  expect(screen.getByRole('heading', { level: 1, name: 'Ana Cooks' })).toBeInTheDocument();
  expect(screen.getByText('1.2K subscribers · Lyon, France')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  expect(screen.getByText('Profile Information')).toBeInTheDocument();
  expect(screen.getByText('About Channel')).toBeInTheDocument();
  expect(screen.getByText('Status Not Set')).toBeInTheDocument();
});

it('ProfilePage recognises the own channel id as the own profile', () => {
  act(() => sessionStore.set(userChannelAtom, { id: 42, channelName: 'Ana Cooks' }));
  renderAt('/profile/42');
  expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
});

it("ProfilePage of another member offers Send Message and shows 'Unknown' without a location", () => {
  act(() => sessionStore.set(userChannelAtom, { id: 42 }));
  // Opened from a dashboard card: the channel comes along in navigation state (no call needed).
  renderAt('/profile/77', { channel: { id: 77, channelName: 'Cleo Crafts', isRegistered: true, userId: 70 } });
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  expect(screen.getByText(/Unknown/)).toBeInTheDocument();
});

it('EditProfilePage is the edit-profile feature with the shared query client: it loads the language options', async () => {
  replyByRoute({ 'GET /api/languages': { status: 200, body: [{ id: 1, language: 'English' }] } });
  act(() => sessionStore.set(userChannelAtom, { id: 42, channelName: 'Ana Cooks' }));
  render(
    <SessionProvider>
      <UiProvider>
        <MemoryRouter initialEntries={['/profile/edit']}>
          <Routes><Route path="/profile/edit" element={<EditProfilePage />} /></Routes>
        </MemoryRouter>
      </UiProvider>
    </SessionProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
  expect(await screen.findByRole('option', { name: 'English' })).toBeInTheDocument();
});
