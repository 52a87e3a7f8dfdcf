import { createHash } from 'node:crypto';
import type { QueryClient } from '@tanstack/react-query';

/** How many renders one memo keeps: every page and language of the demo site fits, a crawl of odd queries does not grow it. */
export const RENDER_MEMO_ENTRIES = 500;

/**
 * A server render's output kept by the identity of everything it was made from, so a render with the same inputs
 * reuses it instead of rendering React again. The key must hold every input (props, language, the fetched data, the
 * clock's minute): whether an entry is still right never depends on how old it is, only on whether the key matches.
 * It lives in the module of the build that renders, so a new build starts with an empty memo. Least recently used
 * entries go first once it is full.
 */
export class RenderMemo<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly limit = RENDER_MEMO_ENTRIES) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** One short key for inputs that may be long (a page's data is tens of kilobytes): their digest, parts kept apart. */
export function memoKey(parts: readonly string[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\u0000');
  return hash.digest('base64');
}

/**
 * The clock as a render key sees it: the minute. What the site switches by time (a teaser's start, an event's end,
 * today's opening hours, the day of a list) is entered to the minute, so two renders in the same minute with the same
 * data show the same; the next minute is another key.
 */
export const renderMinute = (now = Date.now()): string => String(Math.floor(now / 60_000));

/**
 * What a render's query cache holds, as a key part: each query's key and outcome (its data; for a failure the status
 * and body the error carries, which is all an error state can show), without the fetch times, which differ on every
 * request. Two caches with the same identity render the same markup.
 */
export function queryCacheIdentity(client: QueryClient): string {
  return JSON.stringify(
    client
      .getQueryCache()
      .getAll()
      .map((query) => {
        const { status, data, error } = query.state;
        if (status === 'success') return [query.queryHash, data];
        const failure = error as { status?: unknown; body?: unknown; message?: unknown } | null;
        return [query.queryHash, status, failure?.status ?? null, failure?.body ?? null, failure ? String(failure.message) : null];
      }),
  );
}
