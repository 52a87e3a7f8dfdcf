import type { AppContext } from '../../context';
import { clearDomainCaches } from '../../lib/response-cache';
import { reindexSearch } from '../../lib/search-index';
import { clearSiteCache } from '../../lib/site-cache';

/**
 * After a committed write, every server process drops the cached pages, documents and API answers (the same messages
 * in-place edits send); kinds that visitors can search rebuild the search index first, so a new entry is findable
 * as soon as the write answers.
 */
export function visibleToVisitors(options: { reindex: boolean }): (ctx: AppContext) => Promise<void> {
  return async (ctx) => {
    if (options.reindex) await reindexSearch(ctx.db);
    else clearDomainCaches(ctx.db);
    clearSiteCache(ctx.db);
  };
}

/** Kinds visitors never see (staff accounts) change nothing cached. */
export const nothingCached = async (): Promise<void> => undefined;
