import { createStore, serverUserAtom, userChannelAtom, type UserChannel } from 'shared-auth';
import { profileChannelToFetch } from './preload-profile-data';

function storeOf(channel: Partial<UserChannel> | null, userId: number | null = 42) {
  const store = createStore();
  store.set(userChannelAtom, channel as UserChannel | null);
  store.set(serverUserAtom, userId === null ? null : { uid: 'uid-1', validated: true, user: { id: userId } });
  return store;
}

describe('profileChannelToFetch (the channel a profile route will ask for)', () => {
  const member = storeOf({ id: 5, youtubeId: 'UCana' });

  it("is the route's id for another channel", () => {
    expect(profileChannelToFetch('/profile/9', member)).toBe('9');
    expect(profileChannelToFetch('/profile/UCcleo/', member)).toBe('UCcleo');
    expect(profileChannelToFetch('/profile/Bob%20Bakes', member)).toBe('Bob Bakes');
  });

  it('is the own channel id for the own profile, by /profile/me or by any own id', () => {
    for (const path of ['/profile/me', '/profile/5', '/profile/UCana', '/profile/42']) {
      expect(profileChannelToFetch(path, member)).toBe('5');
    }
  });

  it('is nothing for the own profile without a connected channel, for the edit page and for other routes', () => {
    expect(profileChannelToFetch('/profile/me', storeOf(null))).toBeNull();
    expect(profileChannelToFetch('/profile/edit', member)).toBeNull();
    expect(profileChannelToFetch('/dashboardV2', member)).toBeNull();
    expect(profileChannelToFetch('/profile/9/more', member)).toBeNull();
    expect(profileChannelToFetch('/profile/%E0%A4%A', member)).toBeNull();
  });
});
