import type { Clock } from '../context';
import type { Db } from '../db/types';

/**
 * A short-lived cache of finished JSON answers for the hot read endpoints (event list, calendar, options,
 * search). Entries live `ttlMs` on the injected clock and are dropped at once when this process changes
 * something they show (a cart hold changes seat availability; a reindex changes search). Other server copies
 * see the change within the TTL, which is all the seat counts in listings promise: the cart call itself
 * always checks under a row lock. See docs/decisions/011-domain-response-cache.md.
 */
export class ResponseCache {
  private entries = new Map<string, { expires: number; value: Promise<unknown> }>();
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
    const value = load();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { expires: now + this.ttlMs, value });
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

/** Drops every cached answer for this database (after a reindex or a bulk change such as seeding). */
export function clearDomainCaches(db: Db): void {
  const pair = caches.get(db);
  pair?.programme.clear();
  pair?.search.clear();
}
