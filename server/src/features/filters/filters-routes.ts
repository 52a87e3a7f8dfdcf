import type { FastifyInstance } from 'fastify';
import type { Locale } from 'shared-contracts/locales';
import type { AppContext } from '../../context';
import { localizedRoute } from '../../http/localized';
import { loc } from '../../lib/localized-columns';
import { domainCaches } from '../../lib/response-cache';
import { seriesUrls } from '../../lib/series-urls';

type OptionQuery = (locale: Locale) => string;

/** Option lists of the event and production filters: one cached query each, answered in the request's language. */
const OPTION_LISTS: Record<string, OptionQuery> = {
  '/api/rooms/': (l) => `SELECT id, ${loc('name', l)} AS name FROM rooms ORDER BY sort, id`,
  '/api/exhibition-types/': (l) => `SELECT slug, ${loc('name', l)} AS name FROM exhibition_types ORDER BY sort, id`,
  '/api/event-tags/': (l) => `SELECT id, ${loc('name', l)} AS name, show_in_filter FROM event_tags ORDER BY sort, id`,
  '/api/genres/': (l) => `SELECT id, ${loc('name', l)} AS name FROM genres ORDER BY sort, id`,
  '/api/seasons/': (l) => `SELECT id, ${loc('name', l)} AS name FROM seasons ORDER BY sort, id`,
  '/api/production-tags/': (l) => `SELECT id, ${loc('name', l)} AS name FROM production_tags ORDER BY sort, id`,
};

export function registerFiltersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cache = domainCaches(ctx.db, ctx.clock).programme;
  for (const [path, sql] of Object.entries(OPTION_LISTS)) {
    localizedRoute(app, 'GET', path, (_request, _reply, locale) => cache.get(`${path}|${locale}`, () => ctx.db.query(sql(locale))));
  }
  // The series list doubles as a filter option list (id, name, show_in_filter) and carries the series' own fields.
  localizedRoute(app, 'GET', '/api/series/', (_request, _reply, locale) =>
    cache.get(`/api/series/|${locale}`, async () => {
      const rows = await ctx.db.query<{ id: number; slug_de: string; slug_en: string; name: string; description: string; show_in_filter: boolean; image_obj: unknown }>(
        `SELECT id, slug_de, slug_en, ${loc('name', locale)} AS name, ${loc('description', locale)} AS description, show_in_filter, image_obj
           FROM series ORDER BY sort, id`,
      );
      return rows.map(({ slug_de, slug_en, ...s }) => ({
        ...s,
        slug: locale === 'en' ? slug_en : slug_de,
        urls: seriesUrls(s.id, slug_de, slug_en),
      }));
    }),
  );
}
