// The harness's session: the same Firebase auth-state sync as the shell, with a lighter sign-in sequence. When
// the page loads with a stored test user, it logs in again so the server user and the session cookie (which the
// channel connect needs) are fresh, as the shell's bootstrap does.
import type { User } from 'firebase/auth';
import { startSessionSync } from '../firebase/firebase-auth';
import { storeServerUser, type SessionStore } from '../session/session-actions';
import { sessionStore } from '../session/session-atoms';
import { logInExisting, testSignInRunning } from './test-user-sign-in';

export function startHarnessSession(store: SessionStore = sessionStore): () => void {
  return startSessionSync({
    store,
    onSignedIn: async (user: User) => {
      if (testSignInRunning()) return;
      try {
        storeServerUser(await logInExisting({ uid: user.uid, email: user.email ?? '', idToken: await user.getIdToken() }), store);
      } catch (err) {
        // The stored server user stays; the toolbar still offers sign-out.
        console.warn('Harness: the API did not log the stored test user in again:', err);
      }
    },
  });
}
