import { AsyncLocalStorage } from 'node:async_hooks';
import type { Clock } from '../context';
import type { Db } from '../db/types';
import { onCacheMessage, publishCacheMessage } from './cache-sync';

/** The tags of the answer being loaded right now (see `tagCachedAnswer`). */
const loadingTags = new AsyncLocalStorage<Set<string>>();

/**
 * Marks the answer that is being loaded for the cache as depending on `tags` (e.g. `event:12` for seat availability).
 * Called deep inside loaders (where the data is read), so every endpoint that shows availability is tagged without
 * knowing it; outside a cache load it does nothing.
 */
export function tagCachedAnswer(tags: Iterable<string>): void {
  const set = loadingTags.getStore();
  if (set) for (const tag of tags) set.add(tag);
}

/**
 * A short-lived cache of finished JSON answers for the hot read endpoints (event list, calendar, options,
 * search). Entries live `ttlMs` on the injected clock and are dropped at once when a server process changes
 * something they show: a cart hold drops only the answers tagged with its event (`invalidate('event:<id>')`), a
 * reindex drops the search answers. Other processes get the same message (cache-sync.ts); should one be lost, the
 * TTL bounds the staleness, which is all the seat counts in listings promise: the cart call itself always checks
 * under a row lock. See docs/decisions/011-domain-response-cache.md and 043.
 */
export class ResponseCache {
  private entries = new Map<string, { expires: number; value: Promise<unknown>; tags: Set<string> }>();
  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  /** The cached value, or `load()` once: concurrent misses share one load (no stampede when an entry expires). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock.now().getTime();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now && hit.expires - this.ttlMs <= now) return hit.value as Promise<T>;
    const tags = new Set<string>();
    const value = loadingTags.run(tags, load);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { expires: now + this.ttlMs, value, tags });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Like `get`, but keeps the encoded JSON bytes, so a hit costs neither a query nor JSON.stringify nor UTF-8 encoding. */
  json(key: string, load: () => Promise<unknown>): Promise<JsonText> {
    return this.get(`json|${key}`, async () => new JsonText(Buffer.from(JSON.stringify(await load()), 'utf8')));
  }

  clear(): void {
    this.entries.clear();
  }

  /**
   * Drops the entries tagged with `tag`, including loads still running (their tags are recorded before they read), so
   * an answer that read the old rows is never kept.
   */
  invalidate(tag: string): void {
    for (const [key, entry] of this.entries) if (entry.tags.has(tag)) this.entries.delete(key);
  }
}

/** Encoded JSON ready to send: `reply.type(JSON_TYPE).send(text.body)`. */
export class JsonText {
  constructor(readonly body: Buffer) {}
}
export const JSON_TYPE = 'application/json; charset=utf-8';

const caches = new WeakMap<Db, { programme: ResponseCache; search: ResponseCache }>();

/** One cache pair per database handle, shared by the features that read and write the same rows. */
export function domainCaches(db: Db, clock: Clock): { programme: ResponseCache; search: ResponseCache } {
  let pair = caches.get(db);
  if (!pair) {
    pair = { programme: new ResponseCache(clock, 2000), search: new ResponseCache(clock, 60_000) };
    caches.set(db, pair);
  }
  return pair;
}

onCacheMessage((db, message) => {
  const pair = caches.get(db);
  if (!pair) return;
  if (message.kind === 'events') for (const id of message.ids) pair.programme.invalidate(eventTag(id));
  if (message.kind === 'domain') pair.programme.clear();
  if (message.kind === 'domain' || message.kind === 'search') pair.search.clear();
});

export const eventTag = (id: number) => `event:${id}`;

/** Drops every cached answer for this database, in every server process (a reindex or a bulk change such as seeding). */
export function clearDomainCaches(db: Db): void {
  publishCacheMessage(db, { kind: 'domain' });
}

/** Drops the cached search answers in every server process (an editor save re-indexed a page). */
export function clearSearchCache(db: Db): void {
  publishCacheMessage(db, { kind: 'search' });
}

/** Drops the cached answers that show seat availability of these events, in every server process (cart writes). */
export function clearEventAvailability(db: Db, eventIds: number[]): void {
  if (eventIds.length) publishCacheMessage(db, { kind: 'events', ids: [...new Set(eventIds)] });
}
