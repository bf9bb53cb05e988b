import { createStore } from 'jotai';
import { act, render, screen } from '@testing-library/react';
import { clearSession } from './clear-session';
import {
  firebaseUserAtom, isPremiumAtom, serverUserAtom, tokenAtom, userChannelAtom, userTagsAtom,
} from './session-atoms';
import { SessionProvider } from './session-provider';
import { useSession } from './use-session';
import type { User } from 'firebase/auth';

beforeEach(() => localStorage.clear());

describe('persisted session atoms', () => {
  it('read the values already stored under the spec keys', () => {
    localStorage.setItem('serverUser', JSON.stringify({ uid: 'u1', validated: true, user: { id: 7 } }));
    localStorage.setItem('userChannel', JSON.stringify({ id: 12, channelName: 'Cooking Corner' }));
    localStorage.setItem('token', 'abc.def.ghi');
    localStorage.setItem('userTags', JSON.stringify([{ tagName: 'cooking' }]));
    const store = createStore();
    expect(store.get(serverUserAtom)).toEqual({ uid: 'u1', validated: true, user: { id: 7 } });
    expect(store.get(userChannelAtom)).toEqual({ id: 12, channelName: 'Cooking Corner' });
    expect(store.get(tokenAtom)).toBe('abc.def.ghi');
    expect(store.get(userTagsAtom)).toEqual([{ tagName: 'cooking' }]);
  });

  it('write JSON records and the plain token back to localStorage', () => {
    const store = createStore();
    store.set(serverUserAtom, { uid: 'u2', validated: false });
    store.set(tokenAtom, 'tok-1');
    expect(JSON.parse(localStorage.getItem('serverUser')!)).toEqual({ uid: 'u2', validated: false });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(store.get(serverUserAtom)).toEqual({ uid: 'u2', validated: false });
  });

  it('remove the key when set to null', () => {
    const store = createStore();
    store.set(userChannelAtom, { id: 1 });
    store.set(userChannelAtom, null);
    expect(localStorage.getItem('userChannel')).toBeNull();
    expect(store.get(userChannelAtom)).toBeNull();
  });

  it('treat a corrupt stored value as absent instead of crashing', () => {
    localStorage.setItem('serverUser', '{not json');
    expect(createStore().get(serverUserAtom)).toBeNull();
  });
});

describe('clearSession', () => {
  it('removes everything stored and resets every session atom', () => {
    const store = createStore();
    store.set(serverUserAtom, { uid: 'u1', validated: true });
    store.set(userChannelAtom, { id: 3 });
    store.set(tokenAtom, 't');
    store.set(userTagsAtom, [{ tagName: 'music' }]);
    store.set(isPremiumAtom, true);
    store.set(firebaseUserAtom, { uid: 'u1' } as User);
    localStorage.setItem('dashboardFilters', '{"category":"Music"}');
    sessionStorage.setItem('dashboardPage', '2');

    clearSession(store);

    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(store.get(serverUserAtom)).toBeNull();
    expect(store.get(userChannelAtom)).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userTagsAtom)).toBeNull();
    expect(store.get(isPremiumAtom)).toBe(false);
    expect(store.get(firebaseUserAtom)).toBeNull();
  });
});

describe('useSession', () => {
  function Probe() {
    const s = useSession();
    return <p>{`${s.signedIn ? 'in' : 'out'}/${s.validated ? 'validated' : 'not-validated'}`}</p>;
  }

  it('is validated only with a Firebase user and a server user with validated true', () => {
    const store = createStore();
    render(<SessionProvider store={store}><Probe /></SessionProvider>);
    expect(screen.getByText('out/not-validated')).toBeInTheDocument();
    act(() => store.set(serverUserAtom, { validated: true }));
    expect(screen.getByText('out/not-validated')).toBeInTheDocument();
    act(() => store.set(firebaseUserAtom, { uid: 'u1' } as User));
    expect(screen.getByText('in/validated')).toBeInTheDocument();
    act(() => store.set(serverUserAtom, { validated: false }));
    expect(screen.getByText('in/not-validated')).toBeInTheDocument();
  });
});
