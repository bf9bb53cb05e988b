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
//   configureFirebase(config)    record the config (Firebase loads on demand; after a prefetch, Auth starts now)
//   loadFirebaseAuth()           load Firebase (once) → Promise<Auth>; preloadFirebase() starts it early
//   hasStoredSignIn()            whether this browser holds a session (then Firebase loads at start-up)
//   prefetchFirebaseForStoredSignIn()  with a stored session, start downloading Firebase before the config, and
//                                start Auth as soon as the config is known
//   watchFirebaseAuth(cb), whenFirebaseLoaded(cb)   follow auth state / the load, whenever Firebase loads
//   getFirebaseAuth()            the loaded Auth instance (for signInWithPopup etc.); throws before the load
//   getIdToken(forceRefresh?)    ID token of the signed-in user (also stored under localStorage `token`)
//   startSessionSync({ onSignedIn?, loadingTimeoutMs? })  the one auth-state subscription: mirrors it into the
//                                store, runs onSignedIn (login call, store the server user), ends the session
//                                when the user goes away
//   signOutSession()             Firebase sign-out + endSession()
//   signInWithGooglePopup()      the Google popup (account chooser) → { uid, email, idToken }
// Session store (jotai)
//   sessionStore, SessionProvider           the one store and its provider
//   firebaseUserAtom, serverUserAtom, userChannelAtom, tokenAtom, userTagsAtom, isPremiumAtom, sessionLoadingAtom
//   The atoms are for reading; only the session actions below write them.
//   useSession()                 { firebaseUser, serverUser, userChannel, isPremium, loading, signedIn, validated }
//   useMyIds() / myIdsAtom / selectMyIds()   { userId, channelId, youtubeId, uid } of the signed-in member
//   clearSession()               remove everything stored and reset the atoms
// Session actions (the one writer; each takes an optional store, useSessionActions() binds the provider's store)
//   storeToken, storeServerUser (sign-in / bootstrap), storeChannelConnection + storeUserTags (channel connect),
//   saveProfileChannel (profile save; fires CHANNEL_UPDATED_EVENT), markValidated, endSession (sign-out)
// Session events
//   onChannelUpdated / useChannelUpdated   follow the saved channel;  onSignedOut   close what a feature holds open
// State
//   atom, createStore, Provider, useAtom, useAtomValue, useSetAtom, useStore   jotai, through the singleton
//   STORAGE_KEYS                 serverUser, userChannel, token, userTags
// HTTP
//   authFetch(path, init)        bearer token + JSON headers; parsed body; throws ApiError / NotAuthenticatedError
//   apiFetch(path, init)         the same without a token
//   ApiError {status, message, body}
//   fetchChannelTags(channelId)  GET /api/tags/channel/{id}: the channel's tags (shell and profile page)
//   fetchSimilarChannels(id)     GET /api/channels/{id}/similar (pages read it as shared-auth/query's similarChannelsQuery)
//   fetchInvitations, createInvitation   the invitation calls; useInvitation({ targetChannelId, channelName }) the
//                                invite button's behaviour (shared-ui's InviteButton shows it)
//   blockMember, blockingAvailable, sendReport   blocking and reporting (shared-ui's BlockDialog, ReportDialog)
// Page-data cache: not here but in the subpath `shared-auth/query` (a singleton of its own, so the start-up does not
//   carry TanStack Query): queryClient, QueryProvider / withQueryClient, createQueryClient, OWN_CHANNEL_QUERY.
export {
  loadRuntimeConfig, parseRuntimeConfig, runtimeConfigAtom, setRuntimeConfig, getRuntimeConfig, RuntimeConfigError,
  type RuntimeConfig, type FirebaseWebConfig,
} from './runtime-config/runtime-config';
export { initRuntime } from './runtime-config/init-runtime';
export {
  initFirebase, configureFirebase, loadFirebaseAuth, preloadFirebase, prefetchFirebaseForStoredSignIn, hasStoredSignIn, whenFirebaseLoaded,
  watchFirebaseAuth, getFirebaseAuth, getIdToken, startSessionSync, signOutSession, SIGNED_OUT_EVENT, NotAuthenticatedError,
  type SessionSyncOptions,
} from './firebase/firebase-auth';
export { signInWithGooglePopup, createGoogleProvider, type SignInIdentity } from './firebase/google-sign-in';
export type { User as FirebaseUser } from 'firebase/auth';
export {
  sessionStore, firebaseUserAtom, serverUserAtom, userChannelAtom, tokenAtom, userTagsAtom, isPremiumAtom,
  sessionLoadingAtom,
} from './session/session-atoms';
export { persistedAtom, type PersistedAtom } from './session/persisted-atom';
export { SessionProvider } from './session/session-provider';
export { useSession, type Session } from './session/use-session';
export { clearSession } from './session/clear-session';
// isPremium from the server: refreshPremium() / usePremiumStatus() (GET /api/billing/subscription).
export { refreshPremium, usePremiumStatus, SUBSCRIPTION_PATH, type PremiumStatus } from './session/premium';
export { STORAGE_KEYS, type StorageKey } from './session/storage-keys';
export type { ServerUser, UserChannel, UserTag, SessionAccount, PlaceholderServerUser } from './session/session-types';
export { useMyIds, myIdsAtom, selectMyIds, type MyIds } from './session/my-ids';
export {
  storeToken, storeServerUser, storeChannelConnection, storeUserTags, saveProfileChannel, markValidated, endSession,
  useSessionActions, type SessionActions, type SessionStore,
} from './session/session-actions';
export {
  CHANNEL_UPDATED_EVENT, onChannelUpdated, useChannelUpdated, onSignedOut,
} from './session/session-events';
export {
  atom, createStore, Provider, useAtom, useAtomValue, useSetAtom, useStore,
  type Atom, type PrimitiveAtom, type WritableAtom,
} from './state/jotai';
export { authFetch, apiFetch } from './http/auth-fetch';
export { fetchChannelTags } from './http/channel-tags';
export { fetchSimilarChannels } from './http/similar-channels';
export { createInvitation, fetchInvitations } from './http/invitation-calls';
export { useInvitation, type InvitationTarget } from './invitations/use-invitation';
export { blockingAvailable, blockMember, sendReport } from './http/safety-calls';
export { ApiError, errorMessageOf } from './http/api-error';

// Standalone dev harness of a remote (its own router + the shell's providers).
export { renderStandalone, type StandaloneHarnessOptions } from './harness/render-standalone';
