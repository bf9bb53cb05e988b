import type { GoogleAuthProvider } from 'firebase/auth';
import { loadFirebaseAuth, tokenAtom, sessionStore } from 'shared-auth';
import { type SignInIdentity } from '../api/auth-api';

/** Firebase Auth's functions, downloaded with Firebase when sign-in is about to happen. */
const firebaseAuthModule = () => import(/* webpackChunkName: "firebase-auth" */ 'firebase/auth');

/** A Google provider that always shows the account chooser (SPEC §1). */
export async function createGoogleProvider(): Promise<GoogleAuthProvider> {
  const { GoogleAuthProvider: Provider } = await firebaseAuthModule();
  const provider = new Provider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

/** The Google popup sign-in; the ID token goes with the login/register calls and is kept under `token`. */
export async function googlePopup(): Promise<SignInIdentity> {
  const [{ signInWithPopup }, auth, provider] = await Promise.all([
    firebaseAuthModule(), loadFirebaseAuth(), createGoogleProvider(),
  ]);
  const { user } = await signInWithPopup(auth, provider);
  const idToken = await user.getIdToken();
  sessionStore.set(tokenAtom, idToken);
  return { uid: user.uid, email: user.email ?? '', idToken };
}
