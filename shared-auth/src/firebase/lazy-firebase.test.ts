// Firebase loads on demand: a visitor's start-up never touches it; a stored session or a sign-in loads it.
import 'jest-support/fake-fetch';
import { createStore } from 'jotai';
import type * as FirebaseAuthModule from './firebase-auth';
import type * as AtomsModule from '../session/session-atoms';
import type { RuntimeConfig } from '../runtime-config/runtime-config';

const config: RuntimeConfig = {
  appName: 'CollabHub', comingSoon: false, launchDate: null, apiBaseUrl: '',
  firebase: { apiKey: 'fake-api-key', authDomain: 'localhost', projectId: 'demo-collabhub' }, authEmulatorUrl: null,
};

/** A fresh copy of the module (its loaded Auth is module state). */
function freshModules() {
  let firebase!: typeof FirebaseAuthModule;
  let atoms!: typeof AtomsModule;
  jest.isolateModules(() => {
    firebase = jest.requireActual<typeof FirebaseAuthModule>('./firebase-auth');
    atoms = jest.requireActual<typeof AtomsModule>('../session/session-atoms');
  });
  return { firebase, atoms };
}

beforeEach(() => localStorage.clear());

/** Lets a few tasks run: Firebase's start-up takes a task of its own after its download. */
async function laterTasks(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('hasStoredSignIn', () => {
  it('is false for a fresh browser and true with a stored server user, token or Firebase record', () => {
    const { firebase } = freshModules();
    expect(firebase.hasStoredSignIn()).toBe(false);
    localStorage.setItem('serverUser', '{"validated":true}');
    expect(firebase.hasStoredSignIn()).toBe(true);
    localStorage.clear();
    localStorage.setItem('token', 't');
    expect(firebase.hasStoredSignIn()).toBe(true);
    localStorage.clear();
    localStorage.setItem('firebase:authUser:fake-api-key:[DEFAULT]', '{}');
    expect(firebase.hasStoredSignIn()).toBe(true);
    localStorage.clear();
    localStorage.setItem('dashboardFilters', '{}');
    expect(firebase.hasStoredSignIn()).toBe(false);
  });
});

describe('a visitor without a stored session', () => {
  it('is signed out at once and Firebase stays unloaded until asked for', async () => {
    const { firebase, atoms } = freshModules();
    firebase.configureFirebase(config);
    const store = createStore();
    store.set(atoms.sessionLoadingAtom, true);
    const stop = firebase.startSessionSync({ store });
    expect(store.get(atoms.sessionLoadingAtom)).toBe(false);
    expect(store.get(atoms.firebaseUserAtom)).toBeNull();
    expect(() => firebase.getFirebaseAuth()).toThrow(/not loaded/);
    await expect(firebase.getIdToken()).rejects.toBeInstanceOf(firebase.NotAuthenticatedError);
    expect(() => firebase.getFirebaseAuth()).toThrow(/not loaded/);

    // Sign-in is about to happen: Firebase loads, once, and the session follows it from then on.
    const loaded = jest.fn();
    firebase.whenFirebaseLoaded(loaded);
    const [first, second] = await Promise.all([firebase.loadFirebaseAuth(), firebase.loadFirebaseAuth()]);
    expect(first).toBe(second);
    expect(firebase.getFirebaseAuth()).toBe(first);
    expect(loaded).toHaveBeenCalledWith(first);
    stop();
  });

  it('refuses to load before the runtime config is known', async () => {
    const { firebase } = freshModules();
    await expect(firebase.loadFirebaseAuth()).rejects.toThrow(/not configured/);
  });
});

describe('a browser with a stored session', () => {
  it('loads Firebase at start-up and keeps loading on until Firebase reports the user', async () => {
    localStorage.setItem('serverUser', '{"validated":true}');
    const { firebase, atoms } = freshModules();
    firebase.configureFirebase(config);
    const store = createStore();
    store.set(atoms.sessionLoadingAtom, true);
    const stop = firebase.startSessionSync({ store });
    expect(store.get(atoms.sessionLoadingAtom)).toBe(true);
    const auth = await firebase.loadFirebaseAuth();
    await auth.authStateReady();
    // No Firebase user is actually signed in here: the state settles as signed out.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.get(atoms.sessionLoadingAtom)).toBe(false);
    expect(store.get(atoms.firebaseUserAtom)).toBeNull();
    stop();
  });
});

describe('prefetchFirebaseForStoredSignIn', () => {
  /** A fresh firebase-auth module whose Firebase SDK import is counted. */
  function withCountedSdk() {
    const sdkLoads = jest.fn();
    let firebase!: typeof FirebaseAuthModule;
    jest.isolateModules(() => {
      jest.doMock('./firebase-sdk', () => {
        sdkLoads();
        return jest.requireActual('./firebase-sdk');
      });
      firebase = jest.requireActual<typeof FirebaseAuthModule>('./firebase-auth');
    });
    return { firebase, sdkLoads };
  }
  afterEach(() => jest.dontMock('./firebase-sdk'));

  it("downloads nothing for a visitor's browser", async () => {
    const { firebase, sdkLoads } = withCountedSdk();
    expect(firebase.prefetchFirebaseForStoredSignIn()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sdkLoads).not.toHaveBeenCalled();
  });

  it('starts the SDK download for a stored session before any config, and starts Auth once the config is known', async () => {
    localStorage.setItem('token', 't');
    const { firebase, sdkLoads } = withCountedSdk();
    const loaded = jest.fn();
    firebase.whenFirebaseLoaded(loaded);
    expect(firebase.prefetchFirebaseForStoredSignIn()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sdkLoads).toHaveBeenCalledTimes(1);
    // Without the config nothing is initialised.
    expect(() => firebase.getFirebaseAuth()).toThrow(/not loaded/);
    expect(loaded).not.toHaveBeenCalled();
    // The config alone starts Auth (nobody has asked for it yet), from the same download.
    firebase.configureFirebase(config);
    await laterTasks();
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(firebase.getFirebaseAuth()).toBe(await firebase.loadFirebaseAuth());
    expect(sdkLoads).toHaveBeenCalledTimes(1);
  });

  it('does not start Auth for a configured visitor', async () => {
    const { firebase, sdkLoads } = withCountedSdk();
    expect(firebase.prefetchFirebaseForStoredSignIn()).toBe(false);
    firebase.configureFirebase(config);
    await laterTasks();
    expect(sdkLoads).not.toHaveBeenCalled();
    expect(() => firebase.getFirebaseAuth()).toThrow(/not loaded/);
  });
});
