import { dehydrate, type FetchInfiniteQueryOptions, type FetchQueryOptions, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * One query a render will read, as `queryOptions(...)` or `infiniteQueryOptions(...)` build it (the same call the
 * component makes, so the keys agree), or a later stage: a function of the data the earlier stages fetched that
 * names more queries (a page whose modules list events, an event whose series is a second read).
 */
export type DeclaredQuery = DeclaredOptions | ((client: QueryClient) => readonly DeclaredQuery[]);

/** What the declaration needs of an options object; anything `queryOptions`/`infiniteQueryOptions` returns fits. */
export interface DeclaredOptions {
  queryKey: QueryKey;
  enabled?: unknown;
  initialPageParam?: unknown;
}

/** The queries a render of a route or a slot reads, known from its address or its props before it renders. */
export type QueryDeclaration<M> = (match: M) => readonly DeclaredQuery[];

function enabled(query: Query): boolean {
  const flag = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof flag === 'function' ? flag(query) : flag !== false;
}

/**
 * Fetches what a render declared, stage after stage, before it renders: every query of a stage in parallel, then the
 * stages that read their data. A failed query stays failed (the render shows its error state; the browser fetches it
 * again). Returns how many queries were fetched.
 */
export async function prefetchDeclared(client: QueryClient, declared: readonly DeclaredQuery[]): Promise<number> {
  const stages = declared.filter((entry): entry is (client: QueryClient) => readonly DeclaredQuery[] => typeof entry === 'function');
  const queries = declared.filter((entry): entry is DeclaredOptions => typeof entry !== 'function' && entry.enabled !== false);
  await Promise.all(
    queries.map((options) =>
      'initialPageParam' in options
        ? client.prefetchInfiniteQuery(options as unknown as FetchInfiniteQueryOptions)
        : client.prefetchQuery(options as unknown as FetchQueryOptions),
    ),
  );
  const later = await Promise.all(stages.map((stage) => prefetchDeclared(client, stage(client))));
  return later.reduce((sum, count) => sum + count, queries.length);
}

/** The queries a render registered and nobody fetched (disabled ones excluded): what its declaration missed. */
export function unfetchedQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled(query));
}

/**
 * The safety net behind `prefetchDeclared`. A server render runs no effects, so `useQuery` only registers its query in
 * the cache and renders the pending state. This fetches every query the last render registered and has not fetched yet
 * (the ones it would have started in the browser) and returns their keys: none means the render saw all its data.
 * A failed query stays failed here; the browser's slot fetches it again.
 */
export async function fetchRegisteredQueries(client: QueryClient): Promise<string[]> {
  const waiting = unfetchedQueries(client);
  await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  return waiting.map((query) => query.queryHash);
}

/** A server render's cache as it travels to the browser: successful queries only (a failed one is fetched again there). */
export function dehydrateForBrowser(client: QueryClient): unknown {
  return dehydrate(client);
}
