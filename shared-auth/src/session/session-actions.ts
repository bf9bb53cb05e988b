// The one writer of the session. Every change to the signed-in member's stored state goes through these
// functions (the shell's sign-in and bootstrap, the channel connect, the profile save, sign-out); other code
// reads the atoms and calls these, never `store.set` on a session atom.
import { useStore } from 'jotai';
import { useMemo } from 'react';
import { clearSession } from './clear-session';
import { emitChannelUpdated, emitSignedOut } from './session-events';
import { firebaseUserAtom, serverUserAtom, sessionStore, tokenAtom, userChannelAtom, userTagsAtom } from './session-atoms';
import type { ServerUser, UserChannel, UserTag } from './session-types';

export type SessionStore = typeof sessionStore;

/** Keeps the latest Firebase ID token under `token`. */
export function storeToken(token: string, store: SessionStore = sessionStore): void {
  store.set(tokenAtom, token);
}

/**
 * Stores a login/register/verify-channel answer, or the not-validated placeholder, as the server user; its
 * channel (when it has one) becomes the stored channel.
 */
export function storeServerUser(serverUser: ServerUser, store: SessionStore = sessionStore): void {
  store.set(serverUserAtom, serverUser);
  if (serverUser.userChannel) store.set(userChannelAtom, serverUser.userChannel);
}

/** After the YouTube connect: the verified server user and exactly its channel (none clears the stored one). */
export function storeChannelConnection(verified: ServerUser, store: SessionStore = sessionStore): void {
  store.set(serverUserAtom, verified);
  store.set(userChannelAtom, verified.userChannel ?? null);
}

/** The member's own channel tags (localStorage `userTags`). */
export function storeUserTags(tags: UserTag[], store: SessionStore = sessionStore): void {
  store.set(userTagsAtom, tags);
}

/** A saved profile: stores the channel and announces the update to the parts of the app that show it. */
export function saveProfileChannel(channel: UserChannel, store: SessionStore = sessionStore): void {
  store.set(userChannelAtom, channel);
  emitChannelUpdated(channel);
}

/** The registration is complete (profile saved from the registration flow): the member may use the dashboard. */
export function markValidated(store: SessionStore = sessionStore): void {
  store.set(serverUserAtom, { ...(store.get(serverUserAtom) ?? {}), validated: true });
}

/** The session ended: everything stored is cleared and sign-out listeners run (once, however many causes). */
export function endSession(store: SessionStore = sessionStore): void {
  const hadSession = store.get(firebaseUserAtom) !== null || store.get(serverUserAtom) !== null;
  clearSession(store);
  if (hadSession) emitSignedOut();
}

export interface SessionActions {
  storeToken(token: string): void;
  storeServerUser(serverUser: ServerUser): void;
  storeChannelConnection(verified: ServerUser): void;
  storeUserTags(tags: UserTag[]): void;
  saveProfileChannel(channel: UserChannel): void;
  markValidated(): void;
}

/** The actions bound to the store of the nearest SessionProvider (tests and harnesses may provide their own). */
export function useSessionActions(): SessionActions {
  const store = useStore();
  return useMemo(
    () => ({
      storeToken: (token) => storeToken(token, store),
      storeServerUser: (serverUser) => storeServerUser(serverUser, store),
      storeChannelConnection: (verified) => storeChannelConnection(verified, store),
      storeUserTags: (tags) => storeUserTags(tags, store),
      saveProfileChannel: (channel) => saveProfileChannel(channel, store),
      markValidated: () => markValidated(store),
    }),
    [store],
  );
}
