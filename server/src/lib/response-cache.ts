import { AsyncLocalStorage } from 'node:async_hooks';
import type { Clock } from '../context';
import type { Db } from '../db/types';
import { onCacheMessage, publishCacheMessage } from './cache-sync';

/**
 * The tags of the answers being loaded right now, innermost last (see `tagCachedAnswer`). A load inside another (a
 * page render whose API reads have caches of their own) tags the outer answer too: the page shows what they read.
 */
const loadingTags = new AsyncLocalStorage<Set<string>[]>();

/**
 * Marks the answer that is being loaded for the cache as depending on `tags` (e.g. `event:12` for seat availability).
 * Called deep inside loaders (where the data is read), so every endpoint that shows availability is tagged without
 * knowing it; outside a cache load it does nothing.
 */
export function tagCachedAnswer(tags: Iterable<string>): void {
  const sets = loadingTags.getStore();
  if (!sets) return;
  for (const tag of tags) for (const set of sets) set.add(tag);
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
  private entries = new Map<string, Entry>();
  /** Counts drops (invalidate, clear): a refresh that saw one while it ran may have read what was replaced. */
  private generation = 0;
  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    /**
     * How long past its TTL an entry may still be served while a fresh load runs (stale-while-revalidate). Only
     * expiry makes an entry stale: an invalidation drops it, so a write is never answered with what it replaced.
     */
    private readonly staleMs = 0,
  ) {}

  /**
   * The cached value, or `load()` once: concurrent misses share one load (no stampede when an entry expires). `load`
   * learns whether it replaces a stale entry in the background (nobody waits for it) or answers a miss.
   */
  get<T>(key: string, load: (background: boolean) => Promise<T>): Promise<T> {
    const now = this.clock.now().getTime();
    const hit = this.entries.get(key);
    const fresh = hit && hit.expires > now && hit.expires - this.ttlMs <= now;
    if (hit && fresh) return this.served(hit) as Promise<T>;
    if (hit && hit.settled && !hit.failed && now < hit.expires + this.staleMs && hit.expires - this.ttlMs <= now) {
      // The last good answer goes out now; one fresh load replaces it when it succeeds.
      if (!hit.refreshing) {
        hit.refreshing = true;
        this.load(key, load, now, hit).catch(() => undefined);
      }
      return this.served(hit) as Promise<T>;
    }
    return this.load(key, load, now, null);
  }

  /**
   * Like `get`, but a loaded value that `keep` refuses (a server failure) goes back to this caller only: it is not
   * kept, and the next caller loads again. Callers waiting on the same load meanwhile get it too.
   */
  async getKept<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean): Promise<T> {
    try {
      return await this.get(key, async () => {
        const value = await load();
        if (!keep(value)) throw new NotKept(value);
        return value;
      });
    } catch (error) {
      if (error instanceof NotKept) return error.value as T;
      throw error;
    }
  }

  /** The tags recorded for a kept answer (what it showed), or null when it is not kept (any more). */
  tagsOf(key: string): ReadonlySet<string> | null {
    return this.entries.get(key)?.tags ?? null;
  }

  private served(hit: Entry): Promise<unknown> {
    // A kept answer read inside another load still tags that load with what it showed.
    const outer = loadingTags.getStore();
    if (outer) for (const set of outer) for (const tag of hit.tags) set.add(tag);
    return hit.value;
  }

  /** Starts a load; `previous` (a stale entry) keeps being served until the load succeeds. */
  private load<T>(key: string, load: (background: boolean) => Promise<T>, now: number, previous: Entry | null): Promise<T> {
    const tags = new Set<string>();
    const generation = this.generation;
    const value = loadingTags.run([...(loadingTags.getStore() ?? []), tags], load, previous !== null);
    const entry: Entry = { expires: now + this.ttlMs, value, tags, settled: false, failed: false, refreshing: false };
    if (!previous) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, entry);
    }
    value.then(
      () => {
        entry.settled = true;
        // A refresh takes the stale entry's place only if nothing dropped or replaced that entry meanwhile.
        if (previous && this.generation === generation && this.entries.get(key) === previous) this.entries.set(key, { ...entry, expires: this.clock.now().getTime() + this.ttlMs });
      },
      () => {
        entry.failed = true;
        if (previous) previous.refreshing = false;
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /** Like `get`, but keeps the encoded JSON bytes, so a hit costs neither a query nor JSON.stringify nor UTF-8 encoding. */
  json(key: string, load: () => Promise<unknown>): Promise<JsonText> {
    return this.get(`json|${key}`, async () => new JsonText(Buffer.from(JSON.stringify(await load()), 'utf8')));
  }

  /**
   * Makes the entries tagged with `tag` stale now: they are still served, and the next request for one starts a load
   * that replaces it. Unlike `invalidate`, for answers that are not wrong, only worth replacing (a page that went out
   * with a skeleton).
   */
  expire(tag: string): void {
    const now = this.clock.now().getTime();
    for (const entry of this.entries.values()) if (entry.tags.has(tag)) entry.expires = Math.min(entry.expires, now);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * Drops the entries tagged with `tag`, including loads still running (their tags are recorded before they read), so
   * an answer that read the old rows is never kept.
   */
  invalidate(tag: string): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) if (entry.tags.has(tag)) this.entries.delete(key);
  }
}

/** A loaded value that must not be kept, handed through the cache as a rejection (see `getKept`). */
export class NotKept extends Error {
  constructor(readonly value: unknown) {
    super('answer not kept');
  }
}

interface Entry {
  expires: number;
  value: Promise<unknown>;
  tags: Set<string>;
  settled: boolean;
  failed: boolean;
  refreshing: boolean;
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
  if (message.kind === 'media') for (const id of message.ids) for (const cache of [pair.programme, pair.search]) cache.invalidate(mediaTag(id));
  if (message.kind === 'domain') pair.programme.clear();
  if (message.kind === 'domain' || message.kind === 'search') pair.search.clear();
});

const pageCaches = new WeakMap<Db, Map<string, ResponseCache>>();

/**
 * A cache of what pages show (kept documents, the API reads of their renders): one per database, name and TTL, and
 * dropped as pages must be, in every server process: a cart change drops the entries that show that event's seats
 * (the loaders tag them), a library edit those that show that image's texts, every other write all of them. A TTL of
 * 0 turns it off (null).
 */
export function pageCache(db: Db, clock: Clock, name: string, options: { ttlMs: number; maxEntries: number; staleMs?: number }): ResponseCache | null {
  if (options.ttlMs <= 0) return null;
  let byName = pageCaches.get(db);
  if (!byName) pageCaches.set(db, (byName = new Map()));
  const key = `${name}|${options.ttlMs}`;
  let cache = byName.get(key);
  if (!cache) byName.set(key, (cache = new ResponseCache(clock, options.ttlMs, options.maxEntries, options.staleMs ?? 0)));
  return cache;
}

onCacheMessage((db, message) => {
  // A remote's switch is the document host's to act on (the registry names the remote); it changes no data.
  if (message.kind === 'remotes') return;
  for (const cache of pageCaches.get(db)?.values() ?? []) {
    if (message.kind === 'events') for (const id of message.ids) cache.invalidate(eventTag(id));
    else if (message.kind === 'media') for (const id of message.ids) cache.invalidate(mediaTag(id));
    else cache.clear();
  }
});

export const eventTag = (id: number) => `event:${id}`;
/** The tag of every answer that shows a media library image's texts; a change in the library drops exactly those. */
export const mediaTag = (imageId: number) => `media:${imageId}`;

/** Drops every cached answer for this database, in every server process (a reindex or a bulk change such as seeding). */
export function clearDomainCaches(db: Db): void {
  publishCacheMessage(db, { kind: 'domain' });
}

/** Drops the cached search answers in every server process (an editor save re-indexed a page). */
export function clearSearchCache(db: Db): void {
  publishCacheMessage(db, { kind: 'search' });
}

/** Drops the cached answers that show these library images' texts, in every server process (a library edit). */
export function clearMediaTexts(db: Db, imageIds: number[]): void {
  if (imageIds.length) publishCacheMessage(db, { kind: 'media', ids: [...new Set(imageIds)] });
}

/** Drops the cached answers that show seat availability of these events, in every server process (cart writes). */
export function clearEventAvailability(db: Db, eventIds: number[]): void {
  if (eventIds.length) publishCacheMessage(db, { kind: 'events', ids: [...new Set(eventIds)] });
}
