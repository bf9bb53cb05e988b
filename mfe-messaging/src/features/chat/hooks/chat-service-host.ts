// The tab's chat client, passed explicitly: it lives in an atom of the session's jotai store, which the shell hands
// every remote through its jotai Provider (React context). Every exposed piece that needs chat (the header's host,
// the Messages page, the unread badge, the notification bell through expose/) reads it from there; the first host
// with a signed-in member and a stored server user id starts it, sign-out (or the last host unmounting) stops it.
// The connection's socket client is not part of the first load (see lazy-chat-socket.ts).
import { useEffect } from 'react';
import { atom, getIdToken, getRuntimeConfig, onSignedOut, useAtomValue, useSession, useStore } from 'shared-auth';
import { createChatApi } from '../api/chat-api';
import { createPresenceApi } from '../api/presence-api';
import { ChatDataService, type ChatSnapshot } from '../service/chat-data-service';
import type { JotaiStore } from '../../../state/state-slice';
import { tabService } from '../../../state/tab-service';
import { LazyChatSocket } from '../../../realtime/lazy-chat-socket';
import type { RealtimeConnection } from '../../../realtime/realtime-connection';

/** The tab's chat client (tab-service.ts holds the running one and counts its hosts). */
const chatClients = tabService<ChatDataService>((client) => void client.stop());
/** The running chat client of this store's tab, or null while signed out / not started. */
export const chatClientAtom = chatClients.atom;

function startFor(store: JotaiStore, userId: number): void {
  if (store.get(chatClientAtom)?.userId === userId) return;
  chatClients.replace(store, null);
  // The socket client downloads once the page is idle; the conversations (and so the unread count) load now.
  const socket = new LazyChatSocket({
    baseUrl: getRuntimeConfig()?.apiBaseUrl ?? '',
    userId,
    getToken: (force) => getIdToken(force),
  });
  const client = new ChatDataService({
    userId, api: createChatApi(), socket, storage: window.localStorage, store, presenceOf: createPresenceApi().presenceOf,
    hasFocus: () => document.hasFocus() && document.visibilityState === 'visible',
  });
  client.start();
  chatClients.replace(store, client);
}

/** The server user id the chat runs as: serverUser.user.id (SPEC §4), or null when none is stored. */
export function chatUserId(serverUser: { user?: { id?: unknown } | null } | null): number | null {
  const raw = serverUser?.user?.id;
  const id = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Keeps the tab's chat client running while this component is mounted and a member is signed in. */
export function useChatServiceHost(): void {
  const store = useStore();
  const { signedIn, serverUser } = useSession();
  const userId = signedIn ? chatUserId(serverUser) : null;

  chatClients.useHold();

  useEffect(() => {
    if (userId === null) chatClients.replace(store, null);
    else startFor(store, userId);
  }, [store, userId]);

  useEffect(() => {
    // Logout closes the websocket at once (SPEC §7), before the session's atoms have settled.
    const stopOnSignOut = onSignedOut(() => chatClients.replace(store, null));
    const onOnline = () => store.get(chatClientAtom)?.socket.reconnectNow();
    const onFocus = () => store.get(chatClientAtom)?.focusReturned();
    window.addEventListener('online', onOnline);
    window.addEventListener('focus', onFocus);
    return () => {
      stopOnSignOut();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('focus', onFocus);
    };
  }, [store]);
}

/** The running chat client, or null while signed out / not started. */
export function useChatService(): ChatDataService | null {
  return useAtomValue(chatClientAtom);
}

/** The tab's one realtime connection (for the notification bell, through expose/), or null without a client. */
export function useRealtimeConnection(): RealtimeConnection | null {
  return useChatService()?.socket ?? null;
}

const noSnapshotAtom = atom<ChatSnapshot | null>(null);

/** The client's state (re-renders on every change), or null without a client. */
export function useChatSnapshot(): ChatSnapshot | null {
  const client = useChatService();
  return useAtomValue(client?.snapshotAtom ?? noSnapshotAtom);
}
