// Google sign-in through the Firebase popup, for the shell's sign-in buttons.
import { GoogleAuthProvider, signInWithPopup } from 'firebase/auth';
import { storeToken } from '../session/session-actions';
import { getFirebaseAuth } from './firebase-auth';

/** The identity the popup hands back: what the login and register calls need. */
export interface SignInIdentity {
  uid: string;
  email: string;
  idToken: string;
}

/** A Google provider that always shows the account chooser (SPEC §1). */
export function createGoogleProvider(): GoogleAuthProvider {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

/** The Google popup sign-in; the ID token goes with the login/register calls and is kept under `token`. */
export async function signInWithGooglePopup(): Promise<SignInIdentity> {
  const { user } = await signInWithPopup(getFirebaseAuth(), createGoogleProvider());
  const idToken = await user.getIdToken();
  storeToken(idToken);
  return { uid: user.uid, email: user.email ?? '', idToken };
}
