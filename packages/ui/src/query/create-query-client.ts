import { QueryClient } from '@tanstack/react-query';

/**
 * The sites' data-fetching defaults: no retries, no refetch on window focus, no polling,
 * data never stale. The current-user query sets its own rules.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
