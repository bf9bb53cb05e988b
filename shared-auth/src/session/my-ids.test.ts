import { createStore } from 'jotai';
import { myIdsAtom, selectMyIds } from './my-ids';
import { serverUserAtom, userChannelAtom } from './session-atoms';

beforeEach(() => localStorage.clear());

describe('selectMyIds', () => {
  it('takes the user id from the server user and the channel id from the stored channel', () => {
    expect(selectMyIds(
      { uid: 'uid-1', validated: true, user: { id: 42, uid: 'uid-1' } },
      { id: 7, userId: 42, youtubeId: 'UCabc' },
    )).toEqual({ userId: 42, channelId: 7, youtubeId: 'UCabc', uid: 'uid-1' });
  });

  it('falls back to the channel owner, the alternative channel id and the channel inside the server user', () => {
    expect(selectMyIds({ validated: false }, { userId: 7 }).userId).toBe(7);
    expect(selectMyIds(null, { userChannelId: 12 }).channelId).toBe(12);
    expect(selectMyIds({ userChannel: { id: 3, youtubeId: 'UCx' } }, null)).toMatchObject({ channelId: 3, youtubeId: 'UCx' });
  });

  it('reads numeric strings stored by older builds and ignores anything else', () => {
    const legacy = { user: { id: '42' }, userChannel: { id: 'abc' } } as never;
    expect(selectMyIds(legacy, null)).toEqual({ userId: 42, channelId: null, youtubeId: null, uid: null });
    expect(selectMyIds(null, null)).toEqual({ userId: null, channelId: null, youtubeId: null, uid: null });
  });
});

describe('myIdsAtom', () => {
  it('follows the stored session', () => {
    const store = createStore();
    expect(store.get(myIdsAtom).channelId).toBeNull();
    store.set(userChannelAtom, { id: 9 });
    store.set(serverUserAtom, { user: { id: 4 } });
    expect(store.get(myIdsAtom)).toMatchObject({ userId: 4, channelId: 9 });
  });
});
