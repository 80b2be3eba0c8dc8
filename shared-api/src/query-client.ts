import { QueryClient } from '@tanstack/react-query';

/**
 * The shell's one QueryClient (every remote shares its cache). Defaults: no retries,
 * no refetch on window focus, data never stale unless a hook states an interval.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
