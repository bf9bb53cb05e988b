import { GoogleAuthProvider, signInWithPopup } from 'firebase/auth';
import { getFirebaseAuth, tokenAtom, sessionStore } from 'shared-auth';
import { type SignInIdentity } from '../api/auth-api';

/** A Google provider that always shows the account chooser (SPEC §1). */
export function createGoogleProvider(): GoogleAuthProvider {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

/** The Google popup sign-in; the ID token goes with the login/register calls and is kept under `token`. */
export async function googlePopup(): Promise<SignInIdentity> {
  const { user } = await signInWithPopup(getFirebaseAuth(), createGoogleProvider());
  const idToken = await user.getIdToken();
  sessionStore.set(tokenAtom, idToken);
  return { uid: user.uid, email: user.email ?? '', idToken };
}
