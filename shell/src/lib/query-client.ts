import { QueryClient } from '@tanstack/react-query';
import { statusOf } from './http';

/** The shell's own cache; each mounted remote slot has its own (parcels share no React context). Only network errors and 5xx are retried. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => {
          const status = statusOf(error, 0);
          return (status === 0 || status >= 500) && failures < 2;
        },
      },
    },
  });
}
