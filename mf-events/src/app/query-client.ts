import { QueryClient } from '@tanstack/react-query';

/** One cache per remote, shared by its slots; never the shell's (PITFALLS 11). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

export const queryClient = createQueryClient();
