import { createStore } from 'jotai';
import type { User } from 'firebase/auth';
import {
  endSession, markValidated, saveProfileChannel, storeChannelConnection, storeServerUser, storeToken, storeUserTags,
} from './session-actions';
import { firebaseUserAtom, serverUserAtom, tokenAtom, userChannelAtom } from './session-atoms';
import { CHANNEL_UPDATED_EVENT, onChannelUpdated, onSignedOut } from './session-events';

beforeEach(() => localStorage.clear());

describe('session actions', () => {
  it('stores a sign-in answer and its channel under the spec keys', () => {
    const store = createStore();
    const channel = { id: 9, channelName: 'Ana Cooks' };
    storeToken('tok', store);
    storeServerUser({ uid: 'u1', validated: true, user: { id: 4 }, userChannel: channel }, store);
    expect(store.get(tokenAtom)).toBe('tok');
    expect(store.get(userChannelAtom)).toEqual(channel);
    expect(JSON.parse(localStorage.getItem('serverUser') ?? 'null')).toMatchObject({ uid: 'u1', validated: true });
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('keeps the stored channel when a placeholder arrives, and replaces it on a channel connect', () => {
    const store = createStore();
    store.set(userChannelAtom, { id: 1 });
    storeServerUser({ validated: false, isPlaceholder: true }, store);
    expect(store.get(userChannelAtom)).toEqual({ id: 1 });
    storeChannelConnection({ uid: 'u1', validated: false, userChannel: null }, store);
    expect(store.get(userChannelAtom)).toBeNull();
    storeUserTags([{ tagName: 'Cooking' }], store);
    expect(JSON.parse(localStorage.getItem('userTags') ?? 'null')).toEqual([{ tagName: 'Cooking' }]);
  });

  it('announces a saved profile with the channel as the event detail', () => {
    const store = createStore();
    const seen: unknown[] = [];
    const windowSeen = jest.fn();
    const stop = onChannelUpdated((channel) => seen.push(channel));
    window.addEventListener(CHANNEL_UPDATED_EVENT, windowSeen);
    saveProfileChannel({ id: 9, city: 'Lyon' }, store);
    stop();
    saveProfileChannel({ id: 9, city: 'Paris' }, store);
    window.removeEventListener(CHANNEL_UPDATED_EVENT, windowSeen);
    expect(seen).toEqual([{ id: 9, city: 'Lyon' }]);
    expect(windowSeen).toHaveBeenCalledTimes(2);
    expect(store.get(userChannelAtom)).toEqual({ id: 9, city: 'Paris' });
  });

  it('marks the stored server user validated, keeping the rest', () => {
    const store = createStore();
    store.set(serverUserAtom, { uid: 'u1', validated: false, user: { id: 4 } });
    markValidated(store);
    expect(store.get(serverUserAtom)).toEqual({ uid: 'u1', validated: true, user: { id: 4 } });
  });

  it('ends a session once: clears everything and tells the sign-out listeners a single time', () => {
    const store = createStore();
    const listener = jest.fn();
    const stop = onSignedOut(listener);
    store.set(firebaseUserAtom, { uid: 'u1' } as User);
    store.set(serverUserAtom, { uid: 'u1', validated: true });
    endSession(store);
    endSession(store);
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get(serverUserAtom)).toBeNull();
    expect(localStorage.getItem('serverUser')).toBeNull();
  });
});
