// shared-auth/query: the tab's page-data cache (TanStack Query), a federation singleton of its own so the shell's
// start-up does not carry it (see tooling/federation/shared-deps.cjs).
//   queryClient                  the one client: every remote reads and writes the same cache; cleared on sign-out,
//                                its OWN_CHANNEL_QUERY queries dropped when the member saves their channel
//   QueryProvider, withQueryClient(Page)   provide it to an exposed page (a client provided above wins)
//   createQueryClient()          a client with the same rules (tests: a fresh one per test)
//   QUERY_DEFAULTS, OWN_CHANNEL_QUERY, followSession(client)
//   similarChannelsQuery(id)     GET /api/channels/{id}/similar as a query (channel page and profile share it)
// The hooks (useQuery, queryOptions…) come from @tanstack/react-query itself, also a singleton.
export { createQueryClient, followSession, OWN_CHANNEL_QUERY, QUERY_DEFAULTS, queryClient } from './query-client';
export { QueryProvider, withQueryClient } from './query-provider';
export { similarChannelsKey, similarChannelsQuery } from './similar-channels-query';
