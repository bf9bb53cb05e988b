// The tab's page-data cache: its rules, what the session does to it, and which client a page gets.
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createStore, endSession, saveProfileChannel, serverUserAtom } from 'shared-auth';
import { createQueryClient, followSession, OWN_CHANNEL_QUERY, QueryProvider, queryClient, withQueryClient } from 'shared-auth/query';

function seeded(): QueryClient {
  const client = createQueryClient();
  client.setQueryData([OWN_CHANNEL_QUERY, 'channel-detail', '5'], { id: 5 });
  client.setQueryData(['profile', 'channel-detail', '9'], { id: 9 });
  return client;
}

it('asks once, never again on its own: no retry, no refetch on focus or reconnect, stale at once', () => {
  expect(createQueryClient().getDefaultOptions().queries).toMatchObject({
    retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 0,
  });
});

it("drops the own channel's queries when the member saves their channel, and everything when they sign out", () => {
  const client = seeded();
  const stop = followSession(client);
  const store = createStore();
  store.set(serverUserAtom, { uid: 'uid-1', validated: true, user: { id: 42 } });
  saveProfileChannel({ id: 5, channelName: 'Ana Cooks' }, store);
  expect(client.getQueryCache().getAll().map((q) => q.queryKey)).toEqual([['profile', 'channel-detail', '9']]);
  endSession(store);
  expect(client.getQueryCache().getAll()).toEqual([]);
  stop();
});

it('the shared client follows the session from the start', () => {
  queryClient.setQueryData(['profile', 'channel-detail', '9'], { id: 9 });
  const store = createStore();
  store.set(serverUserAtom, { uid: 'uid-1', validated: true, user: { id: 42 } });
  endSession(store);
  expect(queryClient.getQueryCache().getAll()).toEqual([]);
});

function WhichClient({ expected }: { expected: QueryClient }) {
  return <p>{useQueryClient() === expected ? 'expected client' : 'another client'}</p>;
}

it('gives a page the shared client, unless one is provided above it', () => {
  const Page = withQueryClient(WhichClient);
  const { unmount } = render(<Page expected={queryClient} />);
  expect(screen.getByText('expected client')).toBeInTheDocument();
  unmount();
  const outer = createQueryClient();
  render(<QueryClientProvider client={outer}><QueryProvider><WhichClient expected={outer} /></QueryProvider></QueryClientProvider>);
  expect(screen.getByText('expected client')).toBeInTheDocument();
});
