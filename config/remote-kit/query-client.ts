import { QueryClient } from '@tanstack/react-query';

/**
 * One cache per mounted slot, never the shell's and never module-wide: a server render must start each request
 * with an empty cache, and a slot's unmount drops what it fetched. Slots that need the same data fetch it once each.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
}
