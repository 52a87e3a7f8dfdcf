import { QueryClient } from '@tanstack/react-query';
import { statusOf } from './http';

/**
 * One cache per React root, never module-wide: the shell has its own, each mounted slot has its own (parcels share
 * no React context), and a server render starts each request with an empty one. A slot's unmount drops what it
 * fetched. Only network errors and 5xx are retried, once: a 404 or 400 gives the same answer again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => {
          const status = statusOf(error, 0);
          return (status === 0 || status >= 500) && failures < 1;
        },
      },
    },
  });
}
