import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { localizedRoute } from '../../http/localized';
import { parseInput } from '../../http/validate';
import { berlinDay, berlinInstant } from '../../lib/berlin-time';
import { loadEvents } from '../../lib/load-events';
import { loc } from '../../lib/localized-columns';
import { pathIdSchema } from '../../lib/query-params';
import { seriesUrls } from '../../lib/series-urls';
import { withAlt } from '../../lib/localized-image';
import { withLibraryTexts } from '../../lib/library-texts';

/** GET /api/series/{id}/: a series with its events from today on. */
export function registerSeriesRoutes(app: FastifyInstance, ctx: AppContext): void {
  localizedRoute(app, 'GET', '/api/series/:id/', async (request, _reply, locale) => {
    const { id } = parseInput(pathIdSchema, request.params, 'params');
    const [row] = await ctx.db.query<{ id: number; slug_de: string; slug_en: string; name: string; description: string; show_in_filter: boolean; image_obj: unknown }>(
      `SELECT id, slug_de, slug_en, ${loc('name', locale)} AS name, ${loc('description', locale)} AS description, show_in_filter, image_obj
         FROM series WHERE id = $1`,
      [id],
    );
    if (!row) throw notFound('series');
    const now = ctx.clock.now();
    const events = await ctx.db.query<{ id: number }>('SELECT id FROM events WHERE series_id = $1 AND date_start >= $2 ORDER BY date_start, id', [
      id,
      berlinInstant(berlinDay(now)).toISOString(),
    ]);
    const { slug_de, slug_en, ...series } = row;
    return withLibraryTexts(ctx.db, {
      ...series,
      image_obj: withAlt(series.image_obj, series.name),
      slug: locale === 'en' ? slug_en : slug_de,
      urls: seriesUrls(id, slug_de, slug_en),
      events: await loadEvents(ctx.db, locale, events.map((e) => e.id), now),
    }, locale);
  });
}
