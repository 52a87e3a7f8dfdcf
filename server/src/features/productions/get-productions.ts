import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { localizedRoute } from '../../http/localized';
import { parseInput } from '../../http/validate';
import { paginate } from '../../lib/paging';
import { langParam, queryAnyDate, queryId, queryPage, queryPageSize, querySlug } from '../../lib/query-params';
import { domainCaches } from '../../lib/response-cache';
import { loadProductions } from './lib/load-productions';

const querySchema = z.object({
  season: queryId,
  exhibition_type: querySlug,
  tag: queryId,
  date: queryAnyDate,
  page: queryPage,
  page_size: queryPageSize(10),
  lang: langParam,
});

/** GET /api/productions/: productions by season, exhibition type (slug) and tag; with `date`, those still running on or after it. */
export function registerGetProductions(app: FastifyInstance, ctx: AppContext): void {
  const cache = domainCaches(ctx.db, ctx.clock).programme;
  localizedRoute(app, 'GET', '/api/productions/', async (request, _reply, locale) => {
    const q = parseInput(querySchema, request.query, 'query');
    return cache.get(`productions|${locale}|${request.url}`, async () => {
      const params: unknown[] = [];
      const where: string[] = [];
      const add = (v: unknown) => `$${params.push(v)}`;
      if (q.season !== undefined) where.push(`p.season_id = ${add(q.season)}`);
      if (q.exhibition_type !== undefined) where.push(`p.exhibition_type_id = (SELECT id FROM exhibition_types WHERE slug = ${add(q.exhibition_type)})`);
      if (q.tag !== undefined) where.push(`EXISTS (SELECT 1 FROM production_tag_links l WHERE l.production_id = p.id AND l.tag_id = ${add(q.tag)})`);
      if (q.date) where.push(`(p.date_to IS NULL OR p.date_to >= ${add(q.date)}::date)`);
      const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const [{ n }] = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM productions p ${whereSql}`, params);
      const rows = await ctx.db.query<{ id: number }>(
        `SELECT p.id FROM productions p ${whereSql} ORDER BY p.date_from NULLS LAST, p.id LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
        params,
      );
      return paginate(request, q.page, q.page_size, n, await loadProductions(ctx.db, locale, rows.map((r) => r.id)));
    });
  });
}
