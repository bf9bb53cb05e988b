import { useAtomValue } from 'jotai';
import type { User } from 'firebase/auth';
import {
  firebaseUserAtom, isPremiumAtom, serverUserAtom, sessionLoadingAtom, userChannelAtom,
} from './session-atoms';
import type { ServerUser, UserChannel } from './session-types';

export interface Session {
  firebaseUser: User | null;
  serverUser: ServerUser | null;
  userChannel: UserChannel | null;
  isPremium: boolean;
  loading: boolean;
  /** Signed in with Firebase. */
  signedIn: boolean;
  /** Signed in and the server says the channel is validated (may use protected routes). */
  validated: boolean;
}

/** The current session, read from the shared store. */
export function useSession(): Session {
  const firebaseUser = useAtomValue(firebaseUserAtom);
  const serverUser = useAtomValue(serverUserAtom);
  const userChannel = useAtomValue(userChannelAtom);
  const isPremium = useAtomValue(isPremiumAtom);
  const loading = useAtomValue(sessionLoadingAtom);
  return {
    firebaseUser,
    serverUser,
    userChannel,
    isPremium,
    loading,
    signedIn: firebaseUser !== null,
    validated: firebaseUser !== null && serverUser?.validated === true,
  };
}
