// Google sign-in through the Firebase popup, for the shell's sign-in buttons. Firebase's auth functions are
// downloaded only when sign-in is about to happen.
import type { GoogleAuthProvider } from 'firebase/auth';
import { storeToken } from '../session/session-actions';
import { loadFirebaseAuth, loadFirebaseSdk, preparePopup } from './firebase-auth';

/** The identity the popup hands back: what the login and register calls need. */
export interface SignInIdentity {
  uid: string;
  email: string;
  idToken: string;
}

/** A Google provider that always shows the account chooser (SPEC §1). */
export async function createGoogleProvider(): Promise<GoogleAuthProvider> {
  const { GoogleAuthProvider: Provider } = await loadFirebaseSdk();
  const provider = new Provider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

/** The Google popup sign-in; the ID token goes with the login/register calls and is kept under `token`. */
export async function signInWithGooglePopup(): Promise<SignInIdentity> {
  const [{ browserPopupRedirectResolver, signInWithPopup }, auth, provider] = await Promise.all([
    loadFirebaseSdk(), loadFirebaseAuth(), createGoogleProvider(), preparePopup(),
  ]);
  // Auth is started without a popup resolver (see loadFirebaseAuth): the popup brings its own.
  const { user } = await signInWithPopup(auth, provider, browserPopupRedirectResolver);
  const idToken = await user.getIdToken();
  storeToken(idToken);
  return { uid: user.uid, email: user.email ?? '', idToken };
}
