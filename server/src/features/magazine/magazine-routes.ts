import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { localizedRoute } from '../../http/localized';
import { parseInput } from '../../http/validate';
import { loc } from '../../lib/localized-columns';
import { paginate } from '../../lib/paging';
import { langParam, pathIdSchema, queryId, queryPage, queryPageSize } from '../../lib/query-params';
import { loadArticles } from '../../lib/load-articles';

const listQuery = z.object({ category: queryId, tag: queryId, page: queryPage, page_size: queryPageSize(10), lang: langParam });
const TEASER_COUNT = 4;

/** Magazine (media library): latest teasers, paginated list by category/topic tag, detail, categories, topic tags. */
export function registerMagazineRoutes(app: FastifyInstance, ctx: AppContext): void {
  const latest = 'ORDER BY a.date DESC, a.id DESC';
  localizedRoute(app, 'GET', '/api/articles-teaser/', async (_request, _reply, locale) => {
    const rows = await ctx.db.query<{ id: number }>(`SELECT a.id FROM articles a ${latest} LIMIT ${TEASER_COUNT}`);
    return loadArticles(ctx.db, locale, rows.map((r) => r.id));
  });
  localizedRoute(app, 'GET', '/api/articles/', async (request, _reply, locale) => {
    const q = parseInput(listQuery, request.query, 'query');
    const params: number[] = [];
    const where: string[] = [];
    if (q.category !== undefined) where.push(`a.category_id = $${params.push(q.category)}`);
    if (q.tag !== undefined) where.push(`EXISTS (SELECT 1 FROM article_tag_links l WHERE l.article_id = a.id AND l.tag_id = $${params.push(q.tag)})`);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ n }] = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM articles a ${whereSql}`, params);
    const rows = await ctx.db.query<{ id: number }>(`SELECT a.id FROM articles a ${whereSql} ${latest} LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`, params);
    return paginate(request, q.page, q.page_size, n, await loadArticles(ctx.db, locale, rows.map((r) => r.id)));
  });
  localizedRoute(app, 'GET', '/api/articles/:id/', async (request, _reply, locale) => {
    const { id } = parseInput(pathIdSchema, request.params, 'params');
    const [article] = await loadArticles(ctx.db, locale, [id], true);
    if (!article) throw notFound('article');
    return article;
  });
  localizedRoute(app, 'GET', '/api/article-categories/', (_request, _reply, locale) =>
    ctx.db.query(`SELECT id, ${loc('name', locale)} AS name, ${loc('slug', locale)} AS slug FROM article_categories ORDER BY sort, id`),
  );
  localizedRoute(app, 'GET', '/api/article-tags/', (_request, _reply, locale) =>
    ctx.db.query(`SELECT id, ${loc('name', locale)} AS name, ${loc('slug', locale)} AS slug FROM article_tags ORDER BY ${loc('name', locale)}, id`),
  );
}
