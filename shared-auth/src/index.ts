// shared-auth: the session of the signed-in member, shared by the shell and every remote as one
// Module Federation singleton (import it by package name only, never by a relative path).
//
// Runtime config
//   initRuntime(url?)            load /config.json, publish it (atom + getRuntimeConfig) and initFirebase
//   loadRuntimeConfig(url?)      fetch + validate /config.json → RuntimeConfig
//   parseRuntimeConfig(raw)      validate an already parsed object
//   runtimeConfigAtom            the active config in the store (set by the shell before rendering)
//   setRuntimeConfig / getRuntimeConfig   the same for non-React code (API base URL)
// Firebase
//   initFirebase(config)         configure and load once → Promise<Auth>; connects the Auth emulator when named
//   configureFirebase(config)    record the config only (Firebase loads on demand)
//   loadFirebaseAuth()           load Firebase (once) → Promise<Auth>; preloadFirebase() starts it early
//   hasStoredSignIn()            whether this browser holds a session (then Firebase loads at start-up)
//   watchFirebaseAuth(cb), whenFirebaseLoaded(cb)   follow auth state / the load, whenever Firebase loads
//   getFirebaseAuth()            the loaded Auth instance (for signInWithPopup etc.); throws before the load
//   getIdToken(forceRefresh?)    ID token of the signed-in user (also stored under localStorage `token`)
//   startSessionSync({ onSignedIn?, loadingTimeoutMs? })  mirror auth state into the store; onSignedIn is the
//                                hook for the sign-in sequence (login call, store the server user)
//   signOutSession()             Firebase sign-out + clearSession() + SIGNED_OUT_EVENT on window
// Session store (jotai)
//   sessionStore, SessionProvider           the one store and its provider
//   firebaseUserAtom, serverUserAtom, userChannelAtom, tokenAtom, userTagsAtom, isPremiumAtom, sessionLoadingAtom
//   useSession()                 { firebaseUser, serverUser, userChannel, isPremium, loading, signedIn, validated }
//   clearSession()               remove everything stored and reset the atoms
//   STORAGE_KEYS                 serverUser, userChannel, token, userTags
// HTTP
//   authFetch(path, init)        bearer token + JSON headers; parsed body; throws ApiError / NotAuthenticatedError
//   apiFetch(path, init)         the same without a token
//   ApiError {status, message, body}
export {
  loadRuntimeConfig, parseRuntimeConfig, runtimeConfigAtom, setRuntimeConfig, getRuntimeConfig, RuntimeConfigError,
  type RuntimeConfig, type FirebaseWebConfig,
} from './runtime-config/runtime-config';
export { initRuntime } from './runtime-config/init-runtime';
export {
  initFirebase, configureFirebase, loadFirebaseAuth, preloadFirebase, hasStoredSignIn, whenFirebaseLoaded,
  watchFirebaseAuth, getFirebaseAuth, getIdToken, startSessionSync, signOutSession, SIGNED_OUT_EVENT, NotAuthenticatedError,
  type SessionSyncOptions,
} from './firebase/firebase-auth';
export {
  sessionStore, firebaseUserAtom, serverUserAtom, userChannelAtom, tokenAtom, userTagsAtom, isPremiumAtom,
  sessionLoadingAtom,
} from './session/session-atoms';
export { persistedAtom, type PersistedAtom } from './session/persisted-atom';
export { SessionProvider } from './session/session-provider';
export { useSession, type Session } from './session/use-session';
export { clearSession } from './session/clear-session';
export { STORAGE_KEYS, type StorageKey } from './session/storage-keys';
export type { ServerUser, UserChannel, UserTag, SessionAccount } from './session/session-types';
export { authFetch, apiFetch } from './http/auth-fetch';
export { ApiError, errorMessageOf } from './http/api-error';

// Standalone dev harness of a remote (its own router + the shell's providers).
export { renderStandalone, type StandaloneHarnessOptions } from './harness/render-standalone';
