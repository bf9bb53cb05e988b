// SPEC §4: message notifications trigger a background refresh of conversations. The bell announces it as a window
// event; the chat data service (or anything else showing conversations) listens with onConversationsRefresh or
// useConversationsRefresh, so neither side imports the other's internals.
import { useEffect, useRef } from 'react';

export const CONVERSATIONS_REFRESH_EVENT = 'collabhub:conversations-refresh';

export interface ConversationsRefreshDetail {
  /** The conversation the new message belongs to, when known. */
  conversationId: string | null;
  /** The notification that asked for the refresh. */
  notificationId: number;
}

export function requestConversationsRefresh(detail: ConversationsRefreshDetail): void {
  window.dispatchEvent(new CustomEvent<ConversationsRefreshDetail>(CONVERSATIONS_REFRESH_EVENT, { detail }));
}

/** Calls the listener on every refresh request; returns the unsubscribe function. */
export function onConversationsRefresh(listener: (detail: ConversationsRefreshDetail) => void): () => void {
  // Outside a browser (the chat service's tests against the real server) there is no bell to listen to.
  if (typeof window === 'undefined') return () => undefined;
  const handler = (event: Event) => listener((event as CustomEvent<ConversationsRefreshDetail>).detail);
  window.addEventListener(CONVERSATIONS_REFRESH_EVENT, handler);
  return () => window.removeEventListener(CONVERSATIONS_REFRESH_EVENT, handler);
}

/** The same as a hook: the latest callback runs, and the listener goes away with the component. */
export function useConversationsRefresh(callback: (detail: ConversationsRefreshDetail) => void): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => onConversationsRefresh((detail) => latest.current(detail)), []);
}
