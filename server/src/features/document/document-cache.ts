import type { Clock } from '../../context';
import type { Db } from '../../db/types';
import { NotKept, type ResponseCache, pageCache, tagCachedAnswer } from '../../lib/response-cache';

/** How long an anonymous document is kept when nothing is written meanwhile (DOCUMENT_CACHE_MS, 0 turns it off). */
export const DOCUMENT_CACHE_TTL_MS = 5_000;
/**
 * How long past that an expired document still goes out while one fresh render replaces it: a busy hour gets the
 * last good render at once, never a queue of renders racing their budget. A write drops documents instead, so what
 * it changed is never served from here.
 */
export const DOCUMENT_STALE_MS = 60_000;

/**
 * Decided documents for anonymous visitors per (origin, locale, path and query): status, head, structured data. Only
 * requests without a signed-in user read or fill it, so a staff answer (drafts, offline pages) is never stored and
 * never served to someone else. Writes drop it as `pageCache` says.
 */
export function documentCache(db: Db, clock: Clock, ttlMs: number): ResponseCache | null {
  return pageCache(db, clock, 'documents', { ttlMs, maxEntries: 1000, staleMs: DOCUMENT_STALE_MS });
}

/** Cache key: the origin goes into absolute urls of the head, the locale may come from Accept-Language (shop, 404). */
export const documentKey = (origin: string, locale: string, url: string) => `${origin}|${locale}|${url}`;

/**
 * A page's facts from the cache for anonymous requests, read fresh for signed-in ones (never stored). `keep` says
 * whether fresh facts may be stored: failures (5xx) are not, so the next visitor tries again.
 */
export async function keptForAnonymous<T>(cache: ResponseCache | null, key: string, anonymous: boolean, read: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
  if (!cache || !anonymous) return read();
  return cache.getKept(key, read, keep);
}

/** A page of this request's own making (`own`, streamed as it is made) or one made for another (`shared`, finished). */
export type Shared<S, T> = { own: S } | { shared: Promise<T | null> };

/**
 * One render per key for anonymous pages: the request that finds nothing starts the render and streams it; requests
 * for the same key while it runs, and within the TTL after, get the finished page. Once the TTL is over, the kept page
 * still goes out while one render replaces it in the background (`start(true)`, `finish(own, true)`); that render
 * keeps nothing when `finish` says null, so the page visitors get stays until a better one is made. A render that
 * finishes as nothing (null) is not kept, and those waiting for it get null. Without a cache, or for a page that
 * must not be shared (`share` false), every request renders its own.
 */
export function streamOrShare<S, T>(
  cache: ResponseCache | null,
  key: string,
  share: boolean,
  start: (background: boolean) => S,
  finish: (own: S, background: boolean) => Promise<T | null>,
): Shared<S, T> {
  if (!cache || !share) return { own: start(false) };
  let own: { value: S; done: Promise<T> } | null = null;
  const shared = cache.get(key, (background) => {
    const value = start(background);
    const done = finish(value, background).then((page) => page ?? Promise.reject(new NotKept(null)));
    own = { value, done };
    return done;
  });
  // The starter streams its own copy; a failure here is only the cache's business.
  shared.catch(() => undefined);
  // A render started to replace an expired page runs in the background: this request gets the kept page at once.
  const started = own as { value: S; done: Promise<T> } | null;
  if (started && started.done === shared) return { own: started.value };
  return { shared: shared.catch((error: unknown) => (error instanceof NotKept ? null : Promise.reject(error))) as Promise<T | null> };
}

/** How long a page with a skeleton slot is shared before the next visitor gets a fresh render. */
export const INCOMPLETE_PAGE_MS = 1_000;
const INCOMPLETE_TAG = 'incomplete-page';

/**
 * Called while a page is being kept: a page whose slot went out as its skeleton (a remote slow or failing on the server,
 * a cold start) is fresh for a moment only, so one bad render does not become every visitor's page for the whole TTL.
 * After that it is stale, not dropped: visitors keep getting it at once while one render in the background, with
 * time to finish its slots, replaces it (a dropped page would make the next visitors wait for a render under the
 * same load that made this one miss its budget).
 */
/** Whether the page kept under `key` went out with a skeleton or partial: any new render is at least as good. */
export function keptPageIsIncomplete(cache: ResponseCache | null, key: string): boolean {
  return cache?.tagsOf(key)?.has(INCOMPLETE_TAG) ?? false;
}

export function keepIncompleteBriefly(cache: ResponseCache | null, complete: boolean): void {
  if (complete || !cache) return;
  tagCachedAnswer([INCOMPLETE_TAG]);
  setTimeout(() => cache.expire(INCOMPLETE_TAG), INCOMPLETE_PAGE_MS).unref();
}
