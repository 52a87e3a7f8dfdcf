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

/** An answer that must not be kept (a server failure): handed through the cache as a rejection. */
class NotKept extends Error {
  constructor(readonly answer: ReadAnswer) {
    super('answer not kept');
  }
}

/**
 * The kept answer for `key`, or `load()`'s. A refusal is kept like data (an anonymous render is refused the same way
 * every time: not signed in, no such page); a server failure is not, so the next render asks again.
 */
export async function keptRead(cache: ResponseCache | null, key: string, load: () => Promise<ReadAnswer>): Promise<ReadAnswer> {
  if (!cache) return load();
  try {
    return await cache.get(key, async () => {
      const answer = await load();
      if (answer.status >= 500) throw new NotKept(answer);
      return answer;
    });
  } catch (error) {
    if (error instanceof NotKept) return error.answer;
    throw error;
  }
}
