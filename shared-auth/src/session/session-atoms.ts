// Session state, one jotai store for the whole app (the shell and every remote share it through the
// shared-auth singleton). Persisted atoms mirror the spec's localStorage keys.
import { atom, createStore } from 'jotai';
import type { User } from 'firebase/auth';
import { persistedAtom } from './persisted-atom';
import { STORAGE_KEYS } from './storage-keys';
import type { ServerUser, UserChannel, UserTag } from './session-types';

/** The single store. Pass it to <SessionProvider> (done by the shell and by each standalone harness). */
export const sessionStore = createStore();

/** The Firebase user; null when signed out. Firebase keeps its own persistence, so this is memory only. */
export const firebaseUserAtom = atom<User | null>(null);
/** True until Firebase has reported the first auth state and the sign-in sequence has settled. */
export const sessionLoadingAtom = atom<boolean>(true);
/** The server user (login/register/verify-channel response), localStorage `serverUser`. */
export const serverUserAtom = persistedAtom<ServerUser>(STORAGE_KEYS.serverUser);
/** The member's own channel, localStorage `userChannel`. */
export const userChannelAtom = persistedAtom<UserChannel>(STORAGE_KEYS.userChannel);
/** The last Firebase ID token, localStorage `token` (plain string). */
export const tokenAtom = persistedAtom<string>(STORAGE_KEYS.token, { json: false });
/** The member's own channel tags, localStorage `userTags`. */
export const userTagsAtom = persistedAtom<UserTag[]>(STORAGE_KEYS.userTags);
/** Whether the member has a paid plan. */
export const isPremiumAtom = atom<boolean>(false);
