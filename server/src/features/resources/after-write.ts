import type { AppContext } from '../../context';
import { clearDomainCaches } from '../../lib/response-cache';
import { type SearchKind, reindexEntries } from '../../lib/search-index';
import { clearSiteCache } from '../../lib/site-cache';

/**
 * After a committed write, every server process drops the cached pages, documents and API answers (the same messages
 * in-place edits send). Kinds that visitors can search (`search` names their kind in the index) first replace the
 * written entries' documents, only theirs, so a new entry is findable as soon as the write answers, on every instance
 * (the index lives in the database; the message drops each process's cached search answers).
 */
export function visibleToVisitors(options: { search: SearchKind | null }): (ctx: AppContext, ids: number[]) => Promise<void> {
  return async (ctx, ids) => {
    const { search } = options;
    if (search) await ctx.db.transaction((tx) => reindexEntries(tx, search, ids));
    clearDomainCaches(ctx.db);
    clearSiteCache(ctx.db);
  };
}

/** Kinds visitors never see (staff accounts) change nothing cached. */
export const nothingCached = async (): Promise<void> => undefined;
