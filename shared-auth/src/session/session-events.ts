// Announcements of the session's owner. The channel update is a window event, as the spec describes ("an event
// announces the channel update"); the sign-out is a plain in-page subscription.
import { useEffect, useRef } from 'react';
import type { UserChannel } from './session-types';

/** Window CustomEvent fired after the member's channel was saved (detail: the stored channel). */
export const CHANNEL_UPDATED_EVENT = 'userChannelUpdated';

export function emitChannelUpdated(channel: UserChannel): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(CHANNEL_UPDATED_EVENT, { detail: channel }));
}

/** Calls `listener` with the saved channel after every profile save. Returns the unsubscribe function. */
export function onChannelUpdated(listener: (channel: UserChannel) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<UserChannel>).detail);
  window.addEventListener(CHANNEL_UPDATED_EVENT, handle);
  return () => window.removeEventListener(CHANNEL_UPDATED_EVENT, handle);
}

/** React form of onChannelUpdated; the latest `listener` is called. */
export function useChannelUpdated(listener: (channel: UserChannel) => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => onChannelUpdated((channel) => latest.current(channel)), []);
}

const signedOutListeners = new Set<() => void>();

/** Calls `listener` when the session ends (logout, or Firebase reports the user gone). Returns the unsubscribe. */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

export function emitSignedOut(): void {
  for (const listener of [...signedOutListeners]) {
    try {
      listener();
    } catch (err) {
      console.error('Sign-out listener failed:', err);
    }
  }
}
