import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';

function enabled(query: Query): boolean {
  const flag = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof flag === 'function' ? flag(query) : flag !== false;
}

/**
 * A server render runs no effects, so `useQuery` only registers its query in the cache and renders the pending
 * state. This fetches every query the last render registered and has not fetched yet (the ones it would have
 * started in the browser, disabled ones excluded) and returns how many there were: 0 means the render saw all its
 * data. A failed query stays failed here; the browser's slot fetches it again.
 */
export async function fetchRegisteredQueries(client: QueryClient): Promise<number> {
  const waiting = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled(query));
  await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  return waiting.length;
}

/** A server render's cache as it travels to the browser: successful queries only (a failed one is fetched again there). */
export function dehydrateForBrowser(client: QueryClient): unknown {
  return dehydrate(client);
}
