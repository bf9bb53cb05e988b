// One chat data service per tab. Every exposed piece that needs chat (the header's host, the Messages page, the
// unread badge) calls useChatServiceHost(); the first one with a signed-in member and a stored server user id
// starts the service, sign-out (or the last host unmounting) stops it. The service provides the tab's realtime
// connection to the rest of the remote (notification bell) through provideRealtimeConnection while it runs.
// The connection's socket client is not part of the first load (see lazy-chat-socket.ts).
import { useEffect, useSyncExternalStore } from 'react';
import { getIdToken, getRuntimeConfig, onSignedOut, useSession } from 'shared-auth';
import { createChatApi } from '../api/chat-api';
import { createPresenceApi } from '../api/presence-api';
import { ChatDataService } from '../service/chat-data-service';
import { LazyChatSocket } from '../../realtime/lazy-chat-socket';

let current: ChatDataService | null = null;
let hosts = 0;
const listeners = new Set<() => void>();

function publish(service: ChatDataService | null): void {
  current = service;
  for (const l of [...listeners]) l();
}

function startFor(userId: number): void {
  if (current?.userId === userId) return;
  stopService();
  // The socket client downloads once the page is idle; the conversations (and so the unread count) load now.
  const socket = new LazyChatSocket({
    baseUrl: getRuntimeConfig()?.apiBaseUrl ?? '',
    userId,
    getToken: (force) => getIdToken(force),
  });
  const service = new ChatDataService({
    userId, api: createChatApi(), socket, storage: window.localStorage, presenceOf: createPresenceApi().presenceOf,
    hasFocus: () => document.hasFocus() && document.visibilityState === 'visible',
  });
  service.start();
  publish(service);
}

function stopService(): void {
  const service = current;
  if (!service) return;
  publish(null);
  void service.stop();
}

/** The server user id the chat runs as: serverUser.user.id (SPEC §4), or null when none is stored. */
export function chatUserId(serverUser: { user?: { id?: unknown } | null } | null): number | null {
  const raw = serverUser?.user?.id;
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Keeps the tab's chat data service running while this component is mounted and a member is signed in. */
export function useChatServiceHost(): void {
  const { signedIn, serverUser } = useSession();
  const userId = signedIn ? chatUserId(serverUser) : null;

  useEffect(() => {
    hosts += 1;
    return () => {
      hosts -= 1;
      if (hosts === 0) stopService();
    };
  }, []);

  useEffect(() => {
    if (userId === null) stopService();
    else startFor(userId);
  }, [userId]);

  useEffect(() => {
    // Logout closes the websocket at once (SPEC §7), before the session's atoms have settled.
    const stopOnSignOut = onSignedOut(() => stopService());
    const onOnline = () => current?.socket.reconnectNow();
    const onFocus = () => current?.focusReturned();
    window.addEventListener('online', onOnline);
    window.addEventListener('focus', onFocus);
    return () => {
      stopOnSignOut();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
}

function subscribeService(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getService = () => current;

/** The running chat data service, or null while signed out / not started. */
export function useChatService(): ChatDataService | null {
  return useSyncExternalStore(subscribeService, getService, getService);
}

const noSubscribe = () => () => {};
const noSnapshot = () => null;

/** The service's state (re-renders on every change), or null without a service. */
export function useChatSnapshot() {
  const service = useChatService();
  return useSyncExternalStore(service?.subscribe ?? noSubscribe, service?.getSnapshot ?? noSnapshot, service?.getSnapshot ?? noSnapshot);
}
