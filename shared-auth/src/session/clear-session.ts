import { clearAllStored } from './local-storage';
import {
  firebaseUserAtom, isPremiumAtom, serverUserAtom, sessionStore, tokenAtom, userChannelAtom, userTagsAtom,
} from './session-atoms';

/** Sign-out cleanup: removes everything stored by this origin and resets the session atoms. */
export function clearSession(store = sessionStore): void {
  clearAllStored();
  store.set(serverUserAtom, null);
  store.set(userChannelAtom, null);
  store.set(tokenAtom, null);
  store.set(userTagsAtom, null);
  store.set(isPremiumAtom, false);
  store.set(firebaseUserAtom, null);
}
