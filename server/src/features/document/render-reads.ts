import type { Clock } from '../../context';
import type { Db } from '../../db/types';
import { type ResponseCache, pageCache } from '../../lib/response-cache';

/**
 * How long an anonymous render's API answer is kept. Writes drop answers at once (`pageCache`), so this only bounds what a
 * clock-driven change (an alert's or article's start time, the day's opening hours) or a lost message between
 * instances can leave behind: no longer than the programme answers are kept.
 */
export const RENDER_READ_TTL_MS = 2_000;

/** One in-process API answer as a render reads it. */
export interface ReadAnswer {
  status: number;
  contentType: string;
  body: string | null;
}

/**
 * The API answers that anonymous server renders read (settings, navigation, the page, lists), kept per address for a
 * moment: every render of a page reads the same dozen answers, and answering each through the whole request
 * lifecycle and the database cost more than the render itself. Only anonymous renders read or fill it (their
 * answers are the same for every visitor); a staff render always asks the API. Writes drop it exactly like the kept
 * documents (`pageCache`). `ttlMs` 0 turns it off.
 */
export function renderReadCache(db: Db, clock: Clock, ttlMs = RENDER_READ_TTL_MS): ResponseCache | null {
  return pageCache(db, clock, 'render-reads', { ttlMs, maxEntries: 500 });
}

/**
 * The kept answer for `key`, or `load()`'s. A refusal is kept like data (an anonymous render is refused the same way
 * every time: not signed in, no such page); a server failure is not, so the next render asks again.
 */
export async function keptRead(cache: ResponseCache | null, key: string, load: () => Promise<ReadAnswer>): Promise<ReadAnswer> {
  return cache ? cache.getKept(key, load, (answer) => answer.status < 500) : load();
}
