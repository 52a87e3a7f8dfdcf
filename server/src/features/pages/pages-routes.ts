import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { JSON_TYPE, JsonText } from '../../lib/response-cache';
import { containerBySlug, findPage, normalizePagePath } from '../../lib/page-service';
import { siteCache } from '../../lib/site-cache';
import { registerPageActivitiesCalls } from './page-activities-calls';
import { registerDashboardVersionsCalls } from './dashboard-versions-calls';
import { seesDrafts } from '../../lib/sees-drafts';

const pageQuery = z.object({ version_id: z.coerce.number().int().positive().optional(), edit: z.string().optional() }).passthrough();

/** Encoded JSON, or null for "not there" (so repeated 404s are cached as well). */
const encode = (value: unknown) => (value ? new JsonText(Buffer.from(JSON.stringify(value), 'utf8')) : null);

export function registerPagesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cache = siteCache(ctx.db, ctx.clock);
  const getPage = forLocales.bind(null, app, 'GET');
  const handler = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply, locale: 'de' | 'en') => {
    const query = parseInput(pageQuery, request.query, 'query');
    const staff = seesDrafts(request);
    const path = (request.params as { '*'?: string })['*'] ?? '';
    if (path.length > 500 || /\0|%00/i.test(path)) throw badRequest('path', 'invalid page path');
    if (staff) {
      const page = await findPage(ctx.db, locale, path, { staff, versionId: query.version_id });
      if (!page) throw notFound('page');
      return reply.header('cache-control', 'no-store').send(page);
    }
    // Anonymous callers always get the current, online page (version_id is a staff feature): one answer per
    // (locale, path), built once and kept until the next write (decision 014).
    const key = `page|${locale}|${normalizePagePath(path, locale)}`;
    const text = await cache.get(key, async () => encode(await findPage(ctx.db, locale, path, { staff: false })));
    if (!text) throw notFound('page');
    return reply.header('cache-control', 'no-cache').type(JSON_TYPE).send(text.body);
  };
  getPage('/pageeditor-api/page/*', handler);
  getPage('/pageeditor-api/page', handler);

  forLocales(app, 'GET', '/pageeditor-api/container/by-slug/:slug', async (request, reply, locale) => {
    const { slug } = request.params as { slug: string };
    if (slug.length > 100 || slug.includes('\0')) throw badRequest('slug', 'invalid slug');
    const load = async (source: 'draft' | 'published') => encode(await containerBySlug(ctx.db, locale, slug, source));
    // Staff read their draft through (another server copy may have just saved); visitors share one answer per slug,
    // built from the published versions only.
    const text = seesDrafts(request) ? await load('draft') : await cache.get(`container|${locale}|${slug}`, () => load('published'));
    if (!text) throw notFound('container');
    return reply.header('cache-control', 'no-cache').type(JSON_TYPE).send(text.body);
  });
  registerPageActivitiesCalls(app, ctx);
  registerDashboardVersionsCalls(app, ctx);
}
