// The Firebase app and Auth instance, created from the runtime config (no Firebase settings in the bundle).
// Firebase is loaded on demand: a visitor who never signs in never downloads it. It loads at start-up only when
// this browser holds a signed-in session, and otherwise when sign-in is about to happen (`loadFirebaseAuth`).
import type { Auth, User } from 'firebase/auth';
import { startTransition } from 'react';
import type { RuntimeConfig } from '../runtime-config/runtime-config';
import { endSession, storeToken } from '../session/session-actions';
import { firebaseUserAtom, sessionLoadingAtom, sessionStore } from '../session/session-atoms';
import { STORAGE_KEYS } from '../session/storage-keys';

/** Thrown when a call needs a signed-in Firebase user and there is none. */
export class NotAuthenticatedError extends Error {
  override name = 'NotAuthenticatedError';
  constructor(message = 'User not authenticated') {
    super(message);
  }
}

/**
 * Firebase's functions; the same chunk google-sign-in.ts takes its own from. Fetched at high priority (a script
 * added at run time is otherwise low): it is loaded when a member's page cannot show their content without it, or
 * when a sign-in is about to start.
 */
export const loadFirebaseSdk = () => import(/* webpackChunkName: "firebase-auth", webpackFetchPriority: "high" */ './firebase-sdk');

let firebaseConfig: RuntimeConfig | null = null;
/** Set by prefetchFirebaseForStoredSignIn: Auth starts as soon as the config is known. */
let startWhenConfigured = false;
let auth: Auth | null = null;
let loading: Promise<Auth> | null = null;
const loadedListeners = new Set<(instance: Auth) => void>();

/** Resolves in a later task: `scheduler.yield()` where the browser has it, else a zero timeout. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Records the config Firebase will be initialised with. Loads nothing, unless this browser's stored session has
 * already started the download (prefetchFirebaseForStoredSignIn): Auth then starts at once, so the session is
 * restored alongside the shell's first render instead of after it.
 */
export function configureFirebase(config: RuntimeConfig): void {
  firebaseConfig ??= config;
  // A failure here is reported, and retried, by the session sync's own call.
  if (startWhenConfigured) loadFirebaseAuth().catch(() => undefined);
}

/**
 * Loads the Firebase modules and initialises Auth once (later calls share the same promise). Connects the
 * Auth emulator when the config names one, so development and tests never touch a real project.
 */
export function loadFirebaseAuth(): Promise<Auth> {
  if (auth) return Promise.resolve(auth);
  if (!firebaseConfig) return Promise.reject(new Error('Firebase is not configured: call initRuntime or initFirebase first'));
  const config = firebaseConfig;
  loading ??= (async () => {
    const sdk = await loadFirebaseSdk();
    // Auth's start-up in a task of its own, not appended to whatever resolved the download or the config (the
    // shell's start-up, a render): on a slow phone each of those is already a long task.
    await nextTask();
    const app = sdk.getApps()[0] ?? sdk.initializeApp(config.firebase);
    // getAuth's persistence, without its popup/redirect resolver: that resolver loads Google's gapi script and
    // Firebase's iframe as soon as Auth starts, on every member page. Only the sign-in popup needs it, and
    // signInWithGooglePopup passes it there.
    const instance = sdk.initializeAuth(app, {
      persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence, sdk.browserSessionPersistence],
    });
    if (config.authEmulatorUrl) sdk.connectAuthEmulator(instance, config.authEmulatorUrl, { disableWarnings: true });
    auth = instance;
    for (const listener of loadedListeners) listener(instance);
    loadedListeners.clear();
    return instance;
  })();
  // A failed download (offline) may be retried by the next caller.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Configures and loads Firebase; resolves to the Auth instance. */
export function initFirebase(config: RuntimeConfig): Promise<Auth> {
  configureFirebase(config);
  return loadFirebaseAuth();
}

/**
 * Starts downloading Firebase's code when this browser holds a session, before the config that initialises it
 * has arrived: a returning member's page cannot restore the session without it, and on a slow network the
 * download otherwise waits for the first render. Auth starts when the config is known (configureFirebase); a
 * failed download is retried on use.
 */
export function prefetchFirebaseForStoredSignIn(storage?: Storage): boolean {
  if (!hasStoredSignIn(storage)) return false;
  loadFirebaseSdk().catch(() => undefined);
  startWhenConfigured = true;
  if (firebaseConfig) loadFirebaseAuth().catch(() => undefined);
  return true;
}

/** Starts downloading Firebase ahead of a likely sign-in (pointer over, or focus on, a sign-in button). */
export function preloadFirebase(): void {
  if (!firebaseConfig) return;
  loadFirebaseAuth().catch((err: unknown) => console.error('Firebase could not be loaded:', err));
  void preparePopup();
}

/**
 * Gets the Google popup ready; call before signInWithPopup. With the Auth emulator this loads the local gapi
 * stand-in, without which Firebase would fetch Google's gapi from the internet. Only sign-in needs it, so a member
 * whose stored session loads Firebase at start-up does not download it.
 */
export function preparePopup(): Promise<void> {
  const emulatorUrl = firebaseConfig?.authEmulatorUrl;
  return emulatorUrl ? loadEmulatorGapi(emulatorUrl) : Promise.resolve();
}

/**
 * Whether this browser holds a signed-in session: our stored server user or token, or Firebase's own record.
 * Only then is Firebase needed at start-up.
 */
export function hasStoredSignIn(storage: Storage | undefined = globalThis.localStorage): boolean {
  if (!storage) return false;
  if (storage.getItem(STORAGE_KEYS.serverUser) !== null || storage.getItem(STORAGE_KEYS.token) !== null) return true;
  for (let i = 0; i < storage.length; i += 1) {
    if (storage.key(i)?.startsWith('firebase:authUser:')) return true;
  }
  return false;
}

/** Calls `listener` with the Auth instance once Firebase is loaded (at once if it already is). Returns a cancel. */
export function whenFirebaseLoaded(listener: (instance: Auth) => void): () => void {
  if (auth) {
    listener(auth);
    return () => undefined;
  }
  loadedListeners.add(listener);
  return () => {
    loadedListeners.delete(listener);
  };
}

/** Follows Firebase's auth state from whenever Firebase loads; a visitor's null state is not reported. */
export function watchFirebaseAuth(onChange: (user: User | null) => void): () => void {
  let unsubscribe: (() => void) | null = null;
  const cancel = whenFirebaseLoaded((instance) => {
    unsubscribe = instance.onAuthStateChanged(onChange);
  });
  return () => {
    cancel();
    unsubscribe?.();
  };
}

/**
 * With the emulator, the popup's helper iframe and this page talk through a local stand-in for Google's
 * gapi.iframes (served by our server next to the proxied emulator), so sign-in also works offline.
 */
const GAPI_WAIT_MS = 2_000;

let gapiLoading: Promise<void> | null = null;

function loadEmulatorGapi(emulatorUrl: string): Promise<void> {
  if (typeof document === 'undefined' || document.getElementById('collabhub-emulator-gapi')) return gapiLoading ?? Promise.resolve();
  // A preload and the sign-in itself share one download.
  return gapiLoading = new Promise((resolve) => {
    const script = document.createElement('script');
    script.id = 'collabhub-emulator-gapi';
    script.src = `${emulatorUrl.replace(/\/$/, '')}/emulator/gapi-iframes.js`;
    script.async = true;
    // A missing stand-in only matters for the popup; sign-in then goes on without it.
    // Never wait long for it (an environment that does not run scripts reports neither load nor error).
    const timer = setTimeout(resolve, GAPI_WAIT_MS);
    script.onload = script.onerror = () => {
      clearTimeout(timer);
      resolve();
    };
    document.head.appendChild(script);
  });
}

/** The Auth instance; throws if Firebase has not been loaded yet (see loadFirebaseAuth). */
export function getFirebaseAuth(): Auth {
  if (!auth) throw new Error('Firebase is not loaded: await loadFirebaseAuth() (or initFirebase(config)) first');
  return auth;
}

/** A Firebase ID token of the signed-in user (refreshed when `forceRefresh`), also stored under `token`. */
export async function getIdToken(forceRefresh = false): Promise<string> {
  const instance = auth ?? (firebaseConfig && hasStoredSignIn() ? await loadFirebaseAuth() : null);
  if (!instance) throw new NotAuthenticatedError();
  await instance.authStateReady();
  const user = instance.currentUser;
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
 * A browser without a stored sign-in is a visitor at once; Firebase is then followed from whenever it loads.
 */
export function startSessionSync({ onSignedIn, loadingTimeoutMs = 10_000, store = sessionStore }: SessionSyncOptions = {}) {
  const timer = setTimeout(() => store.set(sessionLoadingAtom, false), loadingTimeoutMs);
  // A visitor who was never signed in has nothing to clear.
  let hadUser = false;
  const stopWatching = watchFirebaseAuth(async (user) => {
    if (hadUser && !user) endSession(store);
    hadUser = user !== null;
    // The session's arrival mounts the member's header and page: as a transition React renders that in slices
    // and keeps the page responsive, instead of one long task (the stored values change at once either way).
    startTransition(() => store.set(firebaseUserAtom, user));
    if (user && onSignedIn) {
      store.set(sessionLoadingAtom, true);
      try {
        await onSignedIn(user);
      } catch (err) {
        console.error('Sign-in sequence failed:', err);
      }
    }
    startTransition(() => store.set(sessionLoadingAtom, false));
  });
  if (!auth) {
    if (hasStoredSignIn()) {
      loadFirebaseAuth().catch((err: unknown) => {
        console.error('Firebase could not be loaded:', err);
        store.set(sessionLoadingAtom, false);
      });
    } else {
      store.set(firebaseUserAtom, null);
      store.set(sessionLoadingAtom, false);
    }
  }
  return () => {
    clearTimeout(timer);
    stopWatching();
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
    const instance = auth ?? (firebaseConfig && hasStoredSignIn() ? await loadFirebaseAuth().catch(() => null) : null);
    if (instance) await instance.signOut();
  } finally {
    endSession();
  }
}
