// The page-data cache of the tab: one TanStack Query client for the shell's pages and every remote. This module is
// shared through the federation share map as its own singleton (`shared-auth/query`), apart from shared-auth's
// start-up, so the landing page never loads the query library; the first remote page that reads page data does.
//
// It imports shared-auth by its package name, never by a relative path: a relative import would bundle a second
// copy of the session events into this module, and a sign-out would not reach the cache.
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { onChannelUpdated, onSignedOut } from 'shared-auth';

/**
 * Key prefix of queries about the signed-in member's own channel. A profile save replaces the stored channel, so
 * the shared client drops these queries then: a page shows the saved channel, never a copy read before the save.
 */
export const OWN_CHANNEL_QUERY = 'own-channel';

/**
 * The pages' request rules, as they were before the cache: no automatic retry (a failure shows its message at
 * once) and no refetch on window focus or reconnect (no calls the member did not cause). Data is stale at once
 * unless a query says otherwise, so every mount of a page asks the server again, showing the cached copy meanwhile.
 */
export const QUERY_DEFAULTS: DefaultOptions = {
  queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 0 },
  mutations: { retry: false },
};

/** A client with the pages' rules; tests make a fresh one per test (renderRemote does). */
export function createQueryClient(defaults: DefaultOptions = QUERY_DEFAULTS): QueryClient {
  return new QueryClient({ defaultOptions: defaults });
}

/** Drops the own channel's queries after a profile save, and everything when the member signs out. */
export function followSession(client: QueryClient): () => void {
  const stopSaves = onChannelUpdated(() => client.removeQueries({ queryKey: [OWN_CHANNEL_QUERY] }));
  // One member's data never shows to the next one signing in in this tab.
  const stopSignOut = onSignedOut(() => client.clear());
  return () => {
    stopSaves();
    stopSignOut();
  };
}

/** The tab's one client. */
export const queryClient = createQueryClient();
followSession(queryClient);
