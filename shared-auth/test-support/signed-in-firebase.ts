// Signs a member in for jsdom tests of the remotes: the real Firebase Auth instance, initialised from a test
// runtime config, reports a current user with a fixed ID token (Google sign-in itself is outside these tests).
import { getFirebaseAuth, initFirebase, type RuntimeConfig } from '../src';

export const TEST_ID_TOKEN = 'id-token';

const config: RuntimeConfig = {
  appName: 'CollabHub', comingSoon: false, launchDate: null, apiBaseUrl: '',
  firebase: { apiKey: 'fake-api-key', authDomain: 'localhost', projectId: 'demo-collabhub' }, authEmulatorUrl: null,
};

export const testMember = { uid: 'uid-1', email: 'ana@example.com', getIdToken: async () => TEST_ID_TOKEN };

export async function signInForTests(): Promise<void> {
  // Let Firebase finish its own start-up (it sets the current user once) before standing in for it.
  await (await initFirebase(config)).authStateReady();
  Object.defineProperty(getFirebaseAuth(), 'currentUser', { configurable: true, get: () => testMember });
}

export function signOutForTests(): void {
  Object.defineProperty(getFirebaseAuth(), 'currentUser', { configurable: true, get: () => null });
}
