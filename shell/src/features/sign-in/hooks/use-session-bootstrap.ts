import { useEffect } from 'react';
import {
  sessionStore, startSessionSync, storeServerUser, storeToken, type FirebaseUser, type SessionStore,
} from 'shared-auth';
import { login } from '../api/auth-api';
import { LOADING_TIMEOUT_MS, resolveServerUser } from '../session-bootstrap';

/** Logs a signed-in Firebase identity in with the server and stores what it answers (SPEC §4 Sign-in 5). */
export async function bootstrapSignedInUser(user: FirebaseUser, store: SessionStore = sessionStore): Promise<void> {
  const idToken = await user.getIdToken();
  storeToken(idToken, store);
  storeServerUser(await resolveServerUser({ uid: user.uid, email: user.email ?? '', idToken }, login), store);
}

/**
 * Mirrors Firebase's auth state into the session for the whole app (shared-auth's one subscription): every
 * signed-in identity is logged in with the server; loading is forced off after 10 s; a sign-out (from any cause)
 * clears everything stored. Mount once, at the shell root, after initRuntime (Firebase itself may load later,
 * at sign-in).
 */
export function useSessionBootstrap(): void {
  useEffect(
    () => startSessionSync({ onSignedIn: (user) => bootstrapSignedInUser(user), loadingTimeoutMs: LOADING_TIMEOUT_MS }),
    [],
  );
}
