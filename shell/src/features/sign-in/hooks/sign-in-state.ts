import { atom } from 'shared-auth';
import { type SignInMode } from '../sign-in-flow';

// Kept in the session store, not in component state: while Firebase reports the new identity the home
// route shows its loading screen and the landing page unmounts, and the sequence's outcome must survive that.

/** The sign-in sequence in progress, if any. */
export const signInPendingAtom = atom<SignInMode | null>(null);
/** The alert of SPEC §8 waiting to be shown. */
export const signInAlertAtom = atom<string | null>(null);
