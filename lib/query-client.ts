import { isServer, QueryClient } from '@tanstack/react-query';
import { onBrowserQueryClient } from './query-cache-reset';

/**
 * React Query defaults of docs/spec.md §9: no refetch on focus or mount, 1 retry after 1 s, cache and stale
 * time 0. Nothing is prefetched on the server (pages fetch through lib/api and hand view models to
 * client islands), so the server's client only lives for one render and holds nothing.
 */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        retry: 1,
        retryDelay: 1000,
        gcTime: 0,
        staleTime: 0,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

export function getQueryClient() {
  if (isServer) return makeQueryClient();
  if (!browserClient) {
    const client = makeQueryClient();
    onBrowserQueryClient(() => client.clear());
    browserClient = client;
  }
  return browserClient;
}
