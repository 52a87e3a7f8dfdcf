import type { Clock } from '../context';
import type { Db } from '../db/types';
import { onCacheMessage, publishCacheMessage } from './cache-sync';
import { ResponseCache, mediaTag } from './response-cache';

/**
 * Finished answers of the CMS reads every visitor repeats: the page API per (locale, path), the document host's
 * head lookups, redirect entries and the site settings. Anonymous requests only; staff (drafts, versions, offline
 * pages) always read the database. Any write clears them at once (editor saves, restore, settings switch), in this
 * process and, through cache-sync.ts, in every other server process on the same database; the TTL bounds what a lost
 * message could leave behind. See docs/decisions/014-page-cache.md.
 */
export const SITE_CACHE_TTL_MS = 10_000;

const caches = new WeakMap<Db, ResponseCache>();

/** One cache per database handle, shared by the page API, the document host and the writers that clear it. */
export function siteCache(db: Db, clock: Clock): ResponseCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ResponseCache(clock, SITE_CACHE_TTL_MS);
    caches.set(db, cache);
  }
  return cache;
}

onCacheMessage((db, message) => {
  if (message.kind === 'site') caches.get(db)?.clear();
  if (message.kind === 'media') for (const id of message.ids) caches.get(db)?.invalidate(mediaTag(id));
});

/** Drops every cached page, head, redirect and settings answer in every server process (after a write; tests after direct SQL). */
export function clearSiteCache(db: Db): void {
  publishCacheMessage(db, { kind: 'site' });
}
