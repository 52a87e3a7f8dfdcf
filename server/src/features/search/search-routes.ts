import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { withQuery } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import type { AppContext } from '../../context';
import { forLocales } from '../../http/locale-routes';
import { localizedRoute } from '../../http/localized';
import { parseInput } from '../../http/validate';
import { langParam, queryPage } from '../../lib/query-params';
import { domainCaches, JSON_TYPE } from '../../lib/response-cache';
import { runSearch, type SearchCategory, suggest } from './lib/run-search';
import { countSearch, topKeywords } from './search-keywords';

const queryText = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string({ error: 'is required' }).min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
);
const searchQuery = z.object({ query: queryText, page: queryPage, lang: langParam });
const keywordsQuery = z.object({ days: z.coerce.number().int().min(1).max(90).default(7), limit: z.coerce.number().int().min(1).max(100).default(20) });

/** Site search (events / others, ranked full text) and autocomplete. Answers are cached until the next reindex. */
export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cache = domainCaches(ctx.db, ctx.clock).search;
  const linkFor = (locale: Locale, category: SearchCategory, query: string) => (page: number) =>
    withQuery(`/api/search/${category}/`, { query, page, lang: locale });
  const category = (locale: Locale, query: string, which: SearchCategory, page: number) =>
    cache.get(`${which}|${locale}|${page}|${query}`, () => runSearch(ctx.db, locale, query, which, page, ctx.clock.now(), linkFor(locale, which, query)));

  localizedRoute(app, 'GET', '/api/search/', async (request, reply, locale) => {
    const q = parseInput(searchQuery, request.query, 'query');
    // Counted before the cache: a cached answer is still a visitor's search. Staff checking the site are not visitors.
    if (!request.user?.is_staff) {
      await countSearch(ctx.db, locale, q.query, ctx.clock.now()).catch((error) => request.log.warn({ error }, 'search keyword not counted'));
    }
    const text = await cache.json(`all|${locale}|${q.query}`, async () => {
      const [events, others] = await Promise.all([category(locale, q.query, 'events', 1), category(locale, q.query, 'others', 1)]);
      return { query: q.query, events, others };
    });
    return reply.type(JSON_TYPE).send(text.body);
  });
  for (const which of ['events', 'others'] as const) {
    localizedRoute(app, 'GET', `/api/search/${which}/`, async (request, _reply, locale) => {
      const q = parseInput(searchQuery, request.query, 'query');
      return { query: q.query, ...(await category(locale, q.query, which, q.page)) };
    });
  }
  forLocales(
    app,
    'GET',
    '/api/dashboard-search-keywords/',
    async (request, _reply, locale) => {
      const q = parseInput(keywordsQuery, request.query, 'query');
      return topKeywords(ctx.db, locale, q.days, q.limit, ctx.clock.now());
    },
    { config: { auth: 'editor' } },
  );
  localizedRoute(app, 'GET', '/api/search/autocomplete/', async (request, reply, locale) => {
    const q = parseInput(searchQuery, request.query, 'query');
    const query = q.query.toLocaleLowerCase('de');
    const text = await cache.json(`ac|${locale}|${query}`, async () => ({ query, suggestions: await suggest(ctx.db, locale, query) }));
    return reply.type(JSON_TYPE).send(text.body);
  });
}
