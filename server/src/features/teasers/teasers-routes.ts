import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Teaser } from 'shared-contracts/entities';
import type { AppContext } from '../../context';
import { localizedRoute } from '../../http/localized';
import { parseInput } from '../../http/validate';
import { loc } from '../../lib/localized-columns';
import { langParam, queryAnyDate } from '../../lib/query-params';
import { domainCaches } from '../../lib/response-cache';
import { withAlt } from '../../lib/localized-image';
import { withLibraryTexts } from '../../lib/library-texts';

const querySchema = z.object({ date: queryAnyDate, date_to: queryAnyDate, lang: langParam });

/**
 * GET /api/teasers/: teaser cards the events list mixes in by position (a day, sorting as 23:59:59 of it).
 * With `date` only teasers from that day on; `date_to` closes the range.
 */
export function registerTeasersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cache = domainCaches(ctx.db, ctx.clock).programme;
  localizedRoute(app, 'GET', '/api/teasers/', async (request, _reply, locale) => {
    const q = parseInput(querySchema, request.query, 'query');
    return cache.get(`teasers|${locale}|${q.date ?? ''}|${q.date_to ?? ''}`, async () => {
      const params: string[] = [];
      const where: string[] = [];
      if (q.date) where.push(`position >= $${params.push(q.date)}::date`);
      if (q.date_to) where.push(`position <= $${params.push(q.date_to)}::date`);
      const L = (c: string) => loc(c, locale);
      const rows = await ctx.db.query<Teaser>(
        `SELECT id, name, ${L('link')} AS link, ${L('preline')} AS preline, ${L('subline')} AS subline, ${L('headline')} AS headline,
                ${L('link_text')} AS link_text, image_obj, image_thumbnails, to_char(position, 'YYYY-MM-DD') AS position
           FROM teasers ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY teasers.position, id`,
        params,
      );
      return withLibraryTexts(ctx.db, rows.map((r) => ({ ...r, link: r.link || '/', image_obj: withAlt(r.image_obj, r.headline) })), locale);
    });
  });
}
