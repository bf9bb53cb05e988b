// The Firebase app and Auth instance, created from the runtime config (no Firebase settings in the bundle).
import { getApps, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, onAuthStateChanged, signOut, type Auth, type User } from 'firebase/auth';
import type { RuntimeConfig } from '../runtime-config/runtime-config';
import { endSession, storeToken } from '../session/session-actions';
import { firebaseUserAtom, sessionLoadingAtom, sessionStore } from '../session/session-atoms';

/** Thrown when a call needs a signed-in Firebase user and there is none. */
export class NotAuthenticatedError extends Error {
  override name = 'NotAuthenticatedError';
  constructor(message = 'User not authenticated') {
    super(message);
  }
}

let auth: Auth | null = null;

/**
 * Initialises Firebase once (later calls return the same Auth). Connects the Auth emulator when the config
 * names one, so development and tests never touch a real project.
 */
export function initFirebase(config: RuntimeConfig): Auth {
  if (auth) return auth;
  const app = getApps()[0] ?? initializeApp(config.firebase);
  const instance = getAuth(app);
  if (config.authEmulatorUrl) {
    connectAuthEmulator(instance, config.authEmulatorUrl, { disableWarnings: true });
    loadEmulatorGapi(config.authEmulatorUrl);
  }
  auth = instance;
  return instance;
}

/**
 * With the emulator, the popup's helper iframe and this page talk through a local stand-in for Google's
 * gapi.iframes (served by our server next to the proxied emulator), so sign-in also works offline.
 */
function loadEmulatorGapi(emulatorUrl: string): void {
  if (typeof document === 'undefined' || document.getElementById('collabhub-emulator-gapi')) return;
  const script = document.createElement('script');
  script.id = 'collabhub-emulator-gapi';
  script.src = `${emulatorUrl.replace(/\/$/, '')}/emulator/gapi-iframes.js`;
  script.async = true;
  document.head.appendChild(script);
}

/** The Auth instance; throws if initFirebase has not run. */
export function getFirebaseAuth(): Auth {
  if (!auth) throw new Error('Firebase is not initialised: call initFirebase(config) first');
  return auth;
}

/** A Firebase ID token of the signed-in user (refreshed when `forceRefresh`), also stored under `token`. */
export async function getIdToken(forceRefresh = false): Promise<string> {
  const user = auth?.currentUser;
  if (!user) throw new NotAuthenticatedError();
  const token = await user.getIdToken(forceRefresh);
  storeToken(token);
  return token;
}

export interface SessionSyncOptions {
  /** Runs for every signed-in identity before loading ends (the sign-in sequence: login call, store user). */
  onSignedIn?: (user: User) => Promise<void> | void;
  /** The loading state is forced off after this long (spec: 10 s). */
  loadingTimeoutMs?: number;
  store?: typeof sessionStore;
}

/**
 * The app's one subscription to Firebase's auth state, mirrored into the session store. Returns the unsubscribe
 * function. Loading ends after `onSignedIn` settles, when signed out, or after `loadingTimeoutMs` at the latest.
 * A signed-in → signed-out change (from any cause) ends the session: everything stored is cleared.
 */
export function startSessionSync({ onSignedIn, loadingTimeoutMs = 10_000, store = sessionStore }: SessionSyncOptions = {}) {
  const timer = setTimeout(() => store.set(sessionLoadingAtom, false), loadingTimeoutMs);
  // A visitor who was never signed in has nothing to clear.
  let hadUser = false;
  const unsubscribe = onAuthStateChanged(getFirebaseAuth(), async (user) => {
    if (hadUser && !user) endSession(store);
    hadUser = user !== null;
    store.set(firebaseUserAtom, user);
    if (user && onSignedIn) {
      store.set(sessionLoadingAtom, true);
      try {
        await onSignedIn(user);
      } catch (err) {
        console.error('Sign-in sequence failed:', err);
      }
    }
    store.set(sessionLoadingAtom, false);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}

/**
 * @deprecated No window event is fired any more: subscribe with `onSignedOut(listener)` from shared-auth to close
 * what a feature holds open (e.g. the chat socket). Kept so existing imports compile.
 */
export const SIGNED_OUT_EVENT = 'collabhub:signed-out';

/** Logout: signs out of Firebase, clears everything stored and runs the `onSignedOut` listeners. */
export async function signOutSession(): Promise<void> {
  try {
    if (auth) await signOut(auth);
  } finally {
    endSession();
  }
}
