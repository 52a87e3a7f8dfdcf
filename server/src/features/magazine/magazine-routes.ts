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
import { categoryHasVisibleArticleSql, tagHasVisibleArticleSql, visibleArticleSql } from '../../lib/article-visibility';
import { seesDrafts } from '../../lib/sees-drafts';
import { registerArticleSchedule } from './article-schedule';

const listQuery = z.object({ category: queryId, tag: queryId, page: queryPage, page_size: queryPageSize(10), lang: langParam });
const TEASER_COUNT = 4;

/**
 * Magazine (media library): latest teasers, paginated list by category/topic tag, detail, categories, topic tags.
 * Lists and teasers are the visitors' (online articles whose publish time has come, by the server's clock) for
 * everyone, so they stay one shareable answer, and so are the categories and tags the navigation offers (only those
 * with a visible article); a staff session also gets a draft or scheduled article's detail.
 */
export function registerMagazineRoutes(app: FastifyInstance, ctx: AppContext): void {
  const latest = 'ORDER BY a.date DESC, a.id DESC';
  const visitor = () => ({ now: ctx.clock.now() });
  localizedRoute(app, 'GET', '/api/articles-teaser/', async (_request, _reply, locale) => {
    const reader = visitor();
    const rows = await ctx.db.query<{ id: number }>(`SELECT a.id FROM articles a WHERE ${visibleArticleSql('a', '$1::timestamptz')} ${latest} LIMIT ${TEASER_COUNT}`, [
      reader.now.toISOString(),
    ]);
    return loadArticles(ctx.db, locale, rows.map((r) => r.id), reader);
  });
  localizedRoute(app, 'GET', '/api/articles/', async (request, _reply, locale) => {
    const q = parseInput(listQuery, request.query, 'query');
    const reader = visitor();
    const params: unknown[] = [reader.now.toISOString()];
    const where: string[] = [visibleArticleSql('a', '$1::timestamptz')];
    if (q.category !== undefined) where.push(`a.category_id = $${params.push(q.category)}`);
    if (q.tag !== undefined) where.push(`EXISTS (SELECT 1 FROM article_tag_links l WHERE l.article_id = a.id AND l.tag_id = $${params.push(q.tag)})`);
    const whereSql = `WHERE ${where.join(' AND ')}`;
    const [{ n }] = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM articles a ${whereSql}`, params);
    const rows = await ctx.db.query<{ id: number }>(`SELECT a.id FROM articles a ${whereSql} ${latest} LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`, params);
    return paginate(request, q.page, q.page_size, n, await loadArticles(ctx.db, locale, rows.map((r) => r.id), reader));
  });
  localizedRoute(app, 'GET', '/api/articles/:id/', async (request, reply, locale) => {
    const { id } = parseInput(pathIdSchema, request.params, 'params');
    const drafts = seesDrafts(request);
    const [article] = await loadArticles(ctx.db, locale, [id], { now: ctx.clock.now(), drafts }, true);
    if (!article) throw notFound('article');
    // A staff session's answer may hold a draft: never kept by a shared cache.
    if (drafts) reply.header('cache-control', 'private, no-store');
    return article;
  });
  registerArticleSchedule(app, ctx);
  localizedRoute(app, 'GET', '/api/article-categories/', (_request, _reply, locale) =>
    ctx.db.query(
      `SELECT c.id, c.${loc('name', locale)} AS name, c.${loc('slug', locale)} AS slug FROM article_categories c
        WHERE ${categoryHasVisibleArticleSql('c', '$1::timestamptz')} ORDER BY c.sort, c.id`,
      [visitor().now.toISOString()],
    ),
  );
  localizedRoute(app, 'GET', '/api/article-tags/', (_request, _reply, locale) =>
    ctx.db.query(
      `SELECT t.id, t.${loc('name', locale)} AS name, t.${loc('slug', locale)} AS slug FROM article_tags t
        WHERE ${tagHasVisibleArticleSql('t', '$1::timestamptz')} ORDER BY t.${loc('name', locale)}, t.id`,
      [visitor().now.toISOString()],
    ),
  );
}
