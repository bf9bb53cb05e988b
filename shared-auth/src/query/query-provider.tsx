import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ComponentType, type ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * Provides the tab's one client to a remote's page, unless a client is already provided above it (a test's fresh
 * client, or a page nested in another remote's page): the shell has no query provider, so the landing page does not
 * load the library.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return <>{children}</>;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** An exposed page wrapped in QueryProvider (expose/ modules export it as their default). */
export function withQueryClient<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return <QueryProvider><Page {...props} /></QueryProvider>;
  }
  WithQueryClient.displayName = `WithQueryClient(${Page.displayName ?? Page.name})`;
  return WithQueryClient;
}
