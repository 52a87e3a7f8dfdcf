import type { Locale } from 'shared-contracts/locales';
import type { ModuleKind, PageModule } from 'shared-contracts/site';
import type { DeclaredQuery } from 'site-config/remote-kit/server-prefetch';
import { getLatestPerCategoryQueryOptions } from '../../api/get-articles';
import { getArticlesTeaserQueryOptions } from '../../api/get-articles-teaser';
import { getEventsQueryOptions } from '../../api/get-events';
import { getVenueQueryOptions } from '../../api/get-venue';
import { venueId } from '../../lib/module-data';
import { eventListModuleQuery } from './components/event-list-module';
import { highlightCategories } from './components/highlight-teasers-module';

type ModuleReads = (module: PageModule, locale: Locale, now: Date) => DeclaredQuery[];

/** The module kinds that read the API, and what each reads (the same calls their views make); the rest read nothing. */
const MODULE_QUERIES: Partial<Record<ModuleKind, ModuleReads>> = {
  event_list: (module, locale, now) => [getEventsQueryOptions(locale, eventListModuleQuery(module.data, now))],
  blog_teaser_list: (_module, locale) => [getArticlesTeaserQueryOptions(locale)],
  highlight_teasers: (module, locale) => [getLatestPerCategoryQueryOptions(locale, highlightCategories(module.data))],
  venue: (module, locale) => {
    const id = venueId(module.data);
    return id ? [getVenueQueryOptions(locale, id)] : [];
  },
};

/** Everything a page's module tree reads, containers' columns and children included. */
export function moduleQueries(modules: readonly PageModule[] | undefined, locale: Locale, now = new Date()): DeclaredQuery[] {
  return (modules ?? []).flatMap((module) => [
    ...(MODULE_QUERIES[module.content_type]?.(module, locale, now) ?? []),
    ...moduleQueries(module.children, locale, now),
    ...(module.columns ?? []).flatMap((column) => moduleQueries(column.children, locale, now)),
  ]);
}
