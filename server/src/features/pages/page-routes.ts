import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { buildModuleTree } from './module-tree';
import { MODULE_COLUMNS, type ModuleRow, normalizeModule } from './page-state';
import { findPage } from './page-service';

const pageQuery = z.object({ version_id: z.coerce.number().int().positive().optional(), edit: z.string().optional() }).passthrough();

/** Loads a container by slug with its whole subtree. */
export async function containerBySlug(ctx: AppContext, locale: string, slug: string) {
  const rows = (
    await ctx.db.query<ModuleRow>(
      `WITH RECURSIVE tree AS (
         SELECT ${MODULE_COLUMNS} FROM modules WHERE locale = $1 AND slug = $2 AND kind IN ('container', 'section')
         UNION ALL SELECT ${MODULE_COLUMNS.split(', ').map((c) => `m.${c}`).join(', ')} FROM modules m JOIN tree ON m.parent_id = tree.id)
       SELECT * FROM tree`,
      [locale, slug],
    )
  ).map(normalizeModule);
  if (!rows.length) return null;
  const root = rows.find((r) => r.slug === slug && (r.kind === 'container' || r.kind === 'section'))!;
  return buildModuleTree(rows.map((r) => (r.id === root.id ? { ...r, parent_id: null } : r)))[0];
}

export function registerPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const getPage = forLocales.bind(null, app, 'GET');
  const handler = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply, locale: 'de' | 'en') => {
    const query = parseInput(pageQuery, request.query, 'query');
    const staff = Boolean(request.user?.is_staff);
    const path = (request.params as { '*'?: string })['*'] ?? '';
    if (path.length > 500 || /\0|%00/i.test(path)) throw badRequest('path', 'invalid page path');
    // version_id is a staff feature; anonymous callers always get the current, online page.
    const page = await findPage(ctx.db, locale, path, { staff, versionId: staff ? query.version_id : undefined });
    if (!page) throw notFound('page');
    reply.header('cache-control', staff ? 'no-store' : 'no-cache');
    return page;
  };
  getPage('/pageeditor-api/page/*', handler);
  getPage('/pageeditor-api/page', handler);

  forLocales(app, 'GET', '/pageeditor-api/container/by-slug/:slug', async (request, reply, locale) => {
    const { slug } = request.params as { slug: string };
    if (slug.length > 100 || slug.includes('\0')) throw badRequest('slug', 'invalid slug');
    const container = await containerBySlug(ctx, locale, slug);
    if (!container) throw notFound('container');
    reply.header('cache-control', 'no-cache');
    return container;
  });
}
