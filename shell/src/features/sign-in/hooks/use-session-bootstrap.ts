import { useEffect } from 'react';
import type { User } from 'firebase/auth';
import {
  clearSession, serverUserAtom, sessionStore, startSessionSync, tokenAtom, userChannelAtom, watchFirebaseAuth, type ServerUser,
  type UserChannel,
} from 'shared-auth';
import { postLogin } from '../api/auth-api';
import { LOADING_TIMEOUT_MS, resolveServerUser } from '../session-bootstrap';

/** Logs a signed-in Firebase identity in with the server and stores what it answers (SPEC §4 Sign-in 5). */
export async function bootstrapSignedInUser(user: User, store = sessionStore): Promise<void> {
  const idToken = await user.getIdToken();
  store.set(tokenAtom, idToken);
  const serverUser = await resolveServerUser({ uid: user.uid, email: user.email ?? '', idToken }, postLogin);
  store.set(serverUserAtom, serverUser as ServerUser);
  if ('userChannel' in serverUser && serverUser.userChannel) {
    store.set(userChannelAtom, serverUser.userChannel as UserChannel);
  }
}

/**
 * Mirrors Firebase's auth state into the session for the whole app: every signed-in identity is logged in
 * with the server; loading is forced off after 10 s; a sign-out (from any cause) clears everything stored.
 * Mount once, at the shell root, after initRuntime (Firebase itself may load later, at sign-in).
 */
export function useSessionBootstrap(): void {
  useEffect(() => {
    const stopSync = startSessionSync({ onSignedIn: (user) => bootstrapSignedInUser(user), loadingTimeoutMs: LOADING_TIMEOUT_MS });
    let hadUser = false;
    // Only a signed-in → signed-out change clears: a visitor who was never signed in keeps nothing to clear.
    const stopWatch = watchFirebaseAuth((user) => {
      if (hadUser && !user) clearSession();
      hadUser = user !== null;
    });
    return () => {
      stopSync();
      stopWatch();
    };
  }, []);
}
