import { fakeFetch as fetchMock, replyByRoute, resetFakeFetch, type RouteReply } from 'jest-support/fake-fetch';
import { renderRemote } from 'jest-support/render-remote';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { serverUserAtom, userChannelAtom, type ServerUser, type Session, type UserChannel } from 'shared-auth';
import { EditProfilePage } from './edit-profile-page';

const LANGUAGES = [{ id: 1, language: 'English' }, { id: 2, language: 'Spanish' }];
const channel: UserChannel = {
  id: 5, userId: 42, channelName: 'Ana Cooks', subscribers: 1234,
  youtubeVerifiedInfo: { avatarUrl: '', channelName: 'Ana Cooks', subscribers: 1234, isVerified: true },
};
const fakeUser = { uid: 'uid-1', email: 'ana@example.com', getIdToken: async () => 'id-token' } as unknown as NonNullable<Session['firebaseUser']>;

const UPDATE_PROFILE = 'POST /api/updateProfile';

/** POST /api/updateProfile answers with the saved channel, as the server does: the stored one with the sent values. */
function savedChannelReply(): RouteReply {
  const body = JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body)) as { payloadMap: { city: string; collaborationStatus: number } };
  return {
    status: 200,
    body: { ...channel, category: 'Gaming', categoryId: 8, city: body.payloadMap.city, collaborationStatus: body.payloadMap.collaborationStatus },
  };
}

beforeEach(() => {
  localStorage.clear();
  resetFakeFetch();
});

afterEach(() => {
  jest.useRealTimers();
});

function setup({
  fromRegistration = false, serverUser = { uid: 'uid-1', validated: false, user: { id: 42 } } as ServerUser,
  signedIn = true, loadLanguages = async () => LANGUAGES, storedChannel = channel,
}: {
  fromRegistration?: boolean; serverUser?: ServerUser | null; signedIn?: boolean;
  loadLanguages?: () => Promise<typeof LANGUAGES>; storedChannel?: UserChannel;
} = {}) {
  const { store } = renderRemote(<EditProfilePage loadLanguages={loadLanguages} />, {
    at: { pathname: '/profile/edit', state: fromRegistration ? { fromRegistration: true } : null },
    routes: { '/profile/me': <p>Own profile</p>, '/dashboardV2': <p>Dashboard</p> },
    session: { channel: storedChannel, serverUser, firebaseUser: signedIn ? fakeUser : null },
    replies: { [UPDATE_PROFILE]: savedChannelReply },
  });
  return store;
}

async function fillRequired() {
  fireEvent.change(screen.getByLabelText(/Niche\/Categories/), { target: { value: '8' } });
  fireEvent.change(await screen.findByRole('combobox', { name: 'Add a content language' }), { target: { value: '2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  fireEvent.change(screen.getByLabelText(/Collaboration Status/), { target: { value: '1' } });
}

describe('EditProfilePage', () => {
  it('shows the verified channel header', async () => {
    setup();
    const header = screen.getByRole('region', { name: 'Verified YouTube information' });
    expect(within(header).getByText('Ana Cooks')).toBeInTheDocument();
    expect(within(header).getByText('1.2K subscribers')).toBeInTheDocument();
    expect(within(header).getByRole('img', { name: 'Verified channel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'English' });
  });

  it('lists the 31 categories and the three statuses', async () => {
    setup();
    const category = screen.getByLabelText(/Niche\/Categories/);
    expect(within(category).getAllByRole('option')).toHaveLength(32);
    const status = screen.getByLabelText(/Collaboration Status/);
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a status', 'Open to Collaborations', 'Invite Only', 'Not Actively Seeking',
    ]);
    await screen.findByRole('option', { name: 'English' });
  });

  it('adds each language once and says when none are left', async () => {
    setup();
    const picker = await screen.findByRole('combobox', { name: 'Add a content language' });
    fireEvent.change(picker, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(within(picker).queryByRole('option', { name: 'English' })).not.toBeInTheDocument();
    fireEvent.change(picker, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('No more languages to add')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Spanish' }));
    expect(screen.queryByText('No more languages to add')).not.toBeInTheDocument();
  });

  it('says when the languages cannot be loaded', async () => {
    setup({ loadLanguages: async () => { throw new Error('down'); } });
    expect(await screen.findByText('Failed to load languages')).toBeInTheDocument();
  });

  it('refuses to send without the required fields', async () => {
    setup();
    await screen.findByRole('option', { name: 'English' });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in Niche/Categories, at least one Content Language, and Collaboration Status.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses to send when nobody is signed in', async () => {
    setup({ signedIn: false });
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile: User not authenticated');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses to send without a stored user id', async () => {
    setup({ serverUser: { uid: 'uid-1', validated: false }, storedChannel: { ...channel, userId: undefined } });
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile: User ID not found in localStorage');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server text when the update fails', async () => {
    setup();
    await fillRequired();
    replyByRoute({ [UPDATE_PROFILE]: { status: 400, body: 'Invalid category' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile: Invalid category');
    expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('saves, announces the channel and goes to the own profile after 500 ms', async () => {
    const store = setup();
    await fillRequired();
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Madrid' } });
    const announced = jest.fn();
    window.addEventListener('userChannelUpdated', announced);
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/updateProfile');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer id-token');
    expect(JSON.parse(String(init?.body))).toEqual({
      payloadMap: {
        googleIdToken: 'id-token', userId: 42, email: 'ana@example.com', categoryId: 8,
        languages: [{ id: 2, language: 'Spanish' }], country: '', city: 'Madrid', collaborationInterests: '',
        collaborationStatus: 1, about: '',
      },
    });
    expect(announced).toHaveBeenCalledTimes(1);
    const detail = (announced.mock.calls[0]![0] as CustomEvent).detail as UserChannel;
    expect(detail).toMatchObject({ id: 5, category: 'Gaming', city: 'Madrid', collaborationStatus: 1 });
    expect(store.get(userChannelAtom)).toEqual(detail);
    expect(JSON.parse(localStorage.getItem('userChannel') ?? 'null')).toMatchObject({ city: 'Madrid' });
    window.removeEventListener('userChannelUpdated', announced);

    act(() => jest.advanceTimersByTime(499));
    expect(screen.queryByText('Own profile')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Own profile')).toBeInTheDocument();
    expect(store.get(serverUserAtom)?.validated).toBe(false);
  });

  it('completes registration: marks the user validated and opens the dashboard', async () => {
    const store = setup({ fromRegistration: true });
    expect(screen.getByRole('heading', { name: 'Complete your profile' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Registration progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Sign in with Google, step 1 of 3, completed',
      'Connect YouTube channel, step 2 of 3, completed',
      '3Complete your profile, step 3 of 3, current step',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    // Finished steps carry a check mark instead of their number.
    expect(steps[0]!.querySelector('svg')).not.toBeNull();
    await fillRequired();
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    expect(store.get(serverUserAtom)).toMatchObject({ validated: true, user: { id: 42 } });
    expect(JSON.parse(localStorage.getItem('serverUser') ?? 'null')).toMatchObject({ validated: true });
  });

  it('uses the plain header when an already validated user comes from registration', async () => {
    setup({ fromRegistration: true, serverUser: { uid: 'uid-1', validated: true, user: { id: 42 } } });
    expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'English' });
  });

  it('goes back to the own profile on Cancel', async () => {
    setup();
    await screen.findByRole('option', { name: 'English' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Own profile')).toBeInTheDocument();
  });
});
