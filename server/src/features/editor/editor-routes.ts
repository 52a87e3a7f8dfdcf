import { readServerEnv } from '../../lib/server-env';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { modulePatchSchema, moduleWriteSchema, pagePatchSchema, pageWriteSchema, publishSchema, reorderSchema, restoreSchema } from 'shared-contracts/modules';
import type { Locale } from 'shared-contracts/locales';
import { MODULE_KINDS } from 'shared-contracts/site';
import { fileUploadSchema, mediaUploadSchema } from 'shared-contracts/editor/media';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/types';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { clearSearchCache } from '../../lib/response-cache';
import { clearSiteCache } from '../../lib/site-cache';
import { reindexPage } from '../../lib/search-index';
import { assemblePage, containerBySlug } from '../../lib/page-service';
import { MODULE_COLUMNS, type ModuleRow, latestVersionId, loadPageState, loadVersion, normalizeModule, restorePageState, snapshotPage } from '../../lib/page-state';
import { createModule, deleteModule, duplicateModule, loadModuleTree, reorderModules, updateModule } from './module-writes';
import { addToLibrary, listMedia, mediaListQuery } from './media-library';
import { uploadStore } from '../../lib/upload-store';
import { loadPublication, publishVersion } from '../../lib/page-publication';
import { addFile, fileListQuery, listFiles } from './media-files';
import { choiceKindParam, choiceQuery, listChoices } from './choices';
import { entityOverview, entityParams } from './entities';
import { deletePage, listDeletedPages, restoreDeletedPage } from './page-trash';
import { createPage, listPages, pageSettings, publishAddressAndMenus, updatePage } from './page-writes';
import { latestChange, listVersions } from './version-history';
import { loadSchedule, runDueSchedules, setSchedule } from './page-schedule';
import { registerPageTreeCalls } from './page-tree-calls';
import { registerMediaAdminCalls } from './media-admin-calls';
import { pageScheduleSchema } from 'shared-contracts/page-versions';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const moduleListQuery = z.object({
  page: z.coerce.number().int().positive().optional(),
  parent: z.coerce.number().int().positive().optional(),
  content_type: z.enum(MODULE_KINDS).optional(),
  slug: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
const pageListQuery = z.object({
  parent: z.coerce.number().int().positive().optional(),
  is_online: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  q: z.string().max(100).optional(),
});
const staff = { config: { auth: 'editor' as const } };
/** How often each server process looks for due schedules: a scheduled time is kept to within this. */
const SCHEDULE_SWEEP_MS = readServerEnv().SCHEDULE_SWEEP_MS;

/** The page version an editor's write is based on (request) and the version the write created (response). */
export const PAGE_VERSION_HEADER = 'x-page-version';
const newVersions = new WeakMap<FastifyRequest, number>();

function baseVersion(request: FastifyRequest): number | null {
  const raw = request.headers[PAGE_VERSION_HEADER];
  if (raw === undefined) return null;
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isInteger(value) || value < 0) throw badRequest(PAGE_VERSION_HEADER, 'must be a version id (a whole number)');
  return value;
}

/** 409 naming who saved the newer version and when, so the editor can tell the person in front of it. */
async function assertCurrent(tx: Queryable, pageId: number, base: number): Promise<void> {
  const latest = await latestChange(tx, pageId);
  if (!latest || latest.version_id <= base) return;
  throw new HttpError(409, `version: the page was changed by ${latest.changed_by ?? 'someone'} since version ${base}`, 'version', { ...latest });
}
type Handler = (request: FastifyRequest, reply: FastifyReply, locale: Locale) => unknown;

/**
 * The editor's generic resource access for pages, containers and modules: list, detail, create (POST),
 * update (POST {id}/), patch, delete; module reorder; creating a container for a missing slug; page versions and restore.
 * Every write runs in one transaction that also stores the page's new version, so the previous one is always kept.
 */
export function registerEditorRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, handler: Handler) =>
    forLocales(app, method, `/pageeditor-api/${path}`, handler, staff);
  // Visitors' cached pages, heads and search answers go the moment the write is committed (decision 014).
  const afterWrite = () => {
    clearSiteCache(ctx.db);
    clearSearchCache(ctx.db);
  };
  const write = async <T>(
    request: FastifyRequest,
    fn: (tx: Queryable) => Promise<{ pageId: number | null; result: T; kind?: string }>,
    note: string,
    afterSnapshot?: (tx: Queryable, pageId: number, version: number) => Promise<void>,
  ) => {
    const base = baseVersion(request);
    try {
      return await ctx.db.transaction(async (tx) => {
        const { pageId, result, kind } = await fn(tx);
        if (pageId !== null) {
          // Two editors on one page: a write based on an older version than the page's latest is refused, and
          // rolled back with everything it did, instead of silently overwriting the other's change.
          if (base !== null) await assertCurrent(tx, pageId, base);
          const version = await snapshotPage(tx, pageId, request.user!.id, note, ctx.clock.now(), kind ?? null);
          if (afterSnapshot) await afterSnapshot(tx, pageId, version);
          // The editor keeps this as its new base, so its own next write does not look outdated.
          newVersions.set(request, version);
          // In the same transaction: search never finds a headline the page does not show (or misses one it does).
          await reindexPage(tx, pageId);
        }
        return result;
      });
    } finally {
      afterWrite();
    }
  };
  app.addHook('onSend', async (request, reply) => {
    const version = newVersions.get(request);
    if (version !== undefined) reply.header(PAGE_VERSION_HEADER, String(version));
  });
  const id = (request: FastifyRequest) => parseInput(idParam, request.params, 'params').id;

  // ---- modules and containers (a container is a module of kind container) ----
  const moduleResource = (name: 'modules' | 'containers') => {
    const forced = name === 'containers' ? { content_type: 'container' as const } : {};
    route('GET', `${name}/`, async (request, _reply, locale) => {
      const q = parseInput(moduleListQuery, request.query, 'query');
      const kind = name === 'containers' ? 'container' : (q.content_type ?? null);
      const rows = await ctx.db.query<ModuleRow>(
        `SELECT ${MODULE_COLUMNS} FROM modules WHERE locale = $1 AND ($2::int IS NULL OR page_id = $2) AND ($3::int IS NULL OR parent_id = $3)
          AND ($4::text IS NULL OR kind = $4) AND ($5::text IS NULL OR slug = $5) ORDER BY page_id NULLS FIRST, position, id LIMIT $6 OFFSET $7`,
        [locale, q.page ?? null, q.parent ?? null, kind, q.slug ?? null, q.limit, q.offset],
      );
      return rows.map(normalizeModule).map((r) => ({ id: r.id, content_type: r.kind, slug: r.slug, parent: r.parent_id, page: r.page_id,
        column_index: r.column_index, position: r.position, layout: r.layout, data: r.data }));
    });
    route('GET', `${name}/:id/`, async (request, _reply, locale) => {
      const tree = await loadModuleTree(ctx.db, id(request));
      const [row] = tree ? await ctx.db.query('SELECT 1 FROM modules WHERE id = $1 AND locale = $2', [tree.id, locale]) : [];
      if (!tree || !row || (name === 'containers' && tree.content_type !== 'container')) throw notFound(name === 'containers' ? 'container' : 'module');
      return tree;
    });
    route('POST', `${name}/`, async (request, reply, locale) => {
      const input = parseInput(moduleWriteSchema, { ...(request.body as object), ...forced }, 'body');
      const newId = await write(request, async (tx) => {
        const created = await createModule(tx, locale, input);
        return { pageId: created.pageId, result: created.id, kind: input.content_type };
      }, `create ${input.content_type}`);
      return reply.status(201).send(await loadModuleTree(ctx.db, newId));
    });
    const update = (mode: 'replace' | 'merge') => async (request: FastifyRequest, _reply: FastifyReply, locale: Locale) => {
      const moduleId = id(request);
      const schema = mode === 'replace' ? moduleWriteSchema.partial({ content_type: true }) : modulePatchSchema;
      const input = parseInput(schema, request.body ?? {}, 'body');
      await write(request, async (tx) => ({ ...(await updateModule(tx, locale, moduleId, input, mode)), result: null }), `update module ${moduleId}`);
      return loadModuleTree(ctx.db, moduleId);
    };
    route('POST', `${name}/:id/duplicate/`, async (request, reply, locale) => {
      const moduleId = id(request);
      const copyId = await write(request, async (tx) => {
        const copy = await duplicateModule(tx, locale, moduleId);
        return { pageId: copy.pageId, result: copy.id, kind: copy.kind };
      }, `duplicate module ${moduleId}`);
      return reply.status(201).send(await loadModuleTree(ctx.db, copyId));
    });
    route('POST', `${name}/:id/`, update('replace'));
    route('PATCH', `${name}/:id/`, update('merge'));
    route('DELETE', `${name}/:id/`, async (request, reply, locale) => {
      const moduleId = id(request);
      await write(request, async (tx) => ({ ...(await deleteModule(tx, locale, moduleId)), result: null }), `delete module ${moduleId}`);
      return reply.status(204).send();
    });
  };
  // Static segment first: `modules/reorder/` must not be read as a module id.
  route('POST', 'modules/reorder/', async (request, _reply, locale) => {
    const { ids } = parseInput(reorderSchema, request.body ?? {}, 'body');
    await write(request, async (tx) => ({ pageId: (await reorderModules(tx, locale, ids)).pageId, result: null }), 'reorder');
    return { ids };
  });
  moduleResource('modules');
  moduleResource('containers');

  // A section fetched by slug that does not exist yet gets an empty container, so the editor always has one to fill.
  route('POST', 'container/by-slug/:slug', async (request, reply, locale) => {
    const { slug } = parseInput(z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,99}$/, 'Invalid slug') }), request.params, 'params');
    const existing = await containerBySlug(ctx.db, locale, slug);
    if (existing) return existing;
    const body = parseInput(moduleWriteSchema.pick({ layout: true, page: true }).partial(), request.body ?? {}, 'body');
    await write(request, async (tx) => {
      const created = await createModule(tx, locale, { content_type: 'container', slug, layout: body.layout ?? '100', page: body.page ?? null, data: {} });
      return { pageId: created.pageId, result: created.id };
    }, `create container ${slug}`);
    return reply.status(201).send(await containerBySlug(ctx.db, locale, slug));
  });

  // ---- media library (the image finder) ----
  route('GET', 'media/', async (request, _reply, locale) => listMedia(ctx.db, locale, parseInput(mediaListQuery, request.query, 'query')));
  route('POST', 'media/', async (request, reply, locale) => {
    const input = parseInput(mediaUploadSchema, request.body ?? {}, 'body');
    return reply.status(201).send(await addToLibrary(ctx.db, locale, input, request.user!.id, uploadStore(ctx)));
  });

  // ---- self-hosted video and audio (the file finder) ----
  route('GET', 'media/files/', async (request, _reply, locale) => listFiles(ctx.db, locale, parseInput(fileListQuery, request.query, 'query')));
  route('POST', 'media/files/', async (request, reply, locale) => {
    const input = parseInput(fileUploadSchema, request.body ?? {}, 'body');
    return reply.status(201).send(await addFile(ctx.db, locale, input, request.user!.id, uploadStore(ctx)));
  });

  // ---- lists module fields choose from (venues, articles, categories, tags, events, productions) ----
  route('GET', 'choices/:kind/', async (request, _reply, locale) => {
    const { kind } = parseInput(choiceKindParam, request.params, 'params');
    return listChoices(ctx.db, locale, kind, parseInput(choiceQuery, request.query, 'query'), ctx.clock.now());
  });

  // ---- the screen behind "edit in admin" of events, productions, articles, venues, persons, series, forms ----
  route('GET', 'entities/:type/:id/', async (request, _reply, locale) => {
    const { type, id: entityId } = parseInput(entityParams, request.params, 'params');
    const overview = await entityOverview(ctx.db, locale, type, entityId);
    if (!overview) throw notFound(type);
    return overview;
  });

  // ---- pages ----
  const pageDetail = async (pageId: number, locale: Locale) => {
    const state = await loadPageState(ctx.db, pageId);
    if (!state) throw notFound('page');
    return assemblePage(ctx.db, state, locale, { versionId: await latestVersionId(ctx.db, pageId), staff: true });
  };
  route('GET', 'pages/', async (request, _reply, locale) => listPages(ctx.db, locale, parseInput(pageListQuery, request.query, 'query')));
  route('GET', 'pages/:id/', async (request, _reply, locale) => pageDetail(id(request), locale));
  // Both languages at once, as the settings screen edits them (the page detail speaks one language).
  route('GET', 'pages/:id/settings/', async (request) => {
    const settings = await pageSettings(ctx.db, id(request));
    if (!settings) throw notFound('page');
    return settings;
  });
  route('POST', 'pages/', async (request, reply, locale) => {
    const input = parseInput(pageWriteSchema, request.body ?? {}, 'body');
    const pageId = await write(request, async (tx) => {
      const created = await createPage(tx, input);
      return { pageId: created, result: created };
    }, 'create page');
    return reply.status(201).send(await pageDetail(pageId, locale));
  });
  const pageUpdate = (schema: typeof pagePatchSchema | typeof pageWriteSchema) => async (request: FastifyRequest, _reply: FastifyReply, locale: Locale) => {
    const pageId = id(request);
    const input = parseInput(schema, request.body ?? {}, 'body');
    await write(request, async (tx) => {
      await updatePage(tx, pageId, input);
      return { pageId, result: null };
    }, 'update page');
    return pageDetail(pageId, locale);
  };
  route('POST', 'pages/:id/', pageUpdate(pageWriteSchema));
  route('PATCH', 'pages/:id/', pageUpdate(pagePatchSchema));
  // Deleting moves the page to the trash with its versions; the home page is refused (409).
  route('DELETE', 'pages/:id/', async (request, reply) => {
    const pageId = id(request);
    const deleted = await ctx.db
      .transaction(async (tx) => {
        const found = await deletePage(tx, pageId, request.user!.id, ctx.clock.now());
        if (found) await reindexPage(tx, pageId);
        return found;
      })
      .finally(afterWrite);
    if (!deleted) throw notFound('page');
    return reply.status(204).send();
  });
  route('GET', 'pages/deleted/', async (_request, _reply, locale) => listDeletedPages(ctx.db, locale));
  route('POST', 'pages/deleted/:id/restore/', async (request, reply, locale) => {
    const pageId = id(request);
    await write(request, async (tx) => {
      await restoreDeletedPage(tx, pageId);
      return { pageId, result: null };
    }, 'restore deleted page');
    return reply.status(200).send(await pageDetail(pageId, locale));
  });
  route('GET', 'pages/:id/versions/', async (request) => {
    const pageId = id(request);
    const rows = await listVersions(ctx.db, pageId);
    if (!rows.length && !(await ctx.db.query('SELECT 1 FROM pages WHERE id = $1', [pageId])).length) throw notFound('page');
    return rows;
  });
  route('POST', 'pages/:id/restore/', async (request, _reply, locale) => {
    const pageId = id(request);
    const { version_id } = parseInput(restoreSchema, request.body ?? {}, 'body');
    await write(request, async (tx) => {
      const state = await loadVersion(tx, pageId, version_id);
      if (!state) throw badRequest('version_id', 'no such version of this page');
      await restorePageState(tx, state);
      return { pageId, result: null };
    }, `restore version ${version_id}`);
    return pageDetail(pageId, locale);
  });

  // ---- drafts and publishing: every write above changes the draft; visitors get the published version ----
  const lockPage = async (tx: Queryable, pageId: number) => {
    // Publish and discard of one page run one after the other, never interleaved with each other's reads.
    const [row] = await tx.query('SELECT id FROM pages WHERE id = $1 FOR UPDATE', [pageId]);
    if (!row) throw notFound('page');
  };
  route('GET', 'pages/:id/publication/', async (request) => {
    const publication = await loadPublication(ctx.db, id(request));
    if (!publication) throw notFound('page');
    return { ...publication, ...(await loadSchedule(ctx.db, publication.page_id)) };
  });
  // Publish the draft, or take the page from visitors, at a chosen time (null clears it); the sweep below runs them.
  route('POST', 'pages/:id/schedule/', async (request) => {
    const pageId = id(request);
    const input = parseInput(pageScheduleSchema, request.body ?? {}, 'body');
    await setSchedule(ctx.db, pageId, input, ctx.clock.now());
    return { ...(await loadPublication(ctx.db, pageId)), ...(await loadSchedule(ctx.db, pageId)) };
  });
  // Every instance sweeps; the row locks in the sweep make sure each schedule runs once.
  const sweep = () =>
    runDueSchedules(ctx.db, ctx.clock.now())
      .then(({ published, offline }) => {
        if (published.length || offline.length) afterWrite();
      })
      .catch((error) => app.log.warn({ error }, 'scheduled publishing failed; the next sweep tries again'));
  const timer = setInterval(() => void sweep(), SCHEDULE_SWEEP_MS);
  timer.unref();
  app.addHook('onReady', async () => void sweep());
  app.addHook('onClose', async () => clearInterval(timer));
  // Publish stores the draft as a new version (user and note) and makes it the one visitors get, in one transaction.
  route('POST', 'pages/:id/publish/', async (request) => {
    const pageId = id(request);
    const { note } = parseInput(publishSchema, request.body ?? {}, 'body');
    await write(request, async (tx) => {
      await lockPage(tx, pageId);
      await publishAddressAndMenus(tx, pageId);
      return { pageId, result: null };
    }, note ? `publish: ${note}` : 'publish', async (tx, _pageId, version) => publishVersion(tx, pageId, version, request.user!.id, ctx.clock.now()));
    return loadPublication(ctx.db, pageId);
  });
  // Discard puts the published version back as the draft (recorded as a version like any other write).
  route('POST', 'pages/:id/discard/', async (request) => {
    const pageId = id(request);
    await write(request, async (tx) => {
      await lockPage(tx, pageId);
      const [page] = await tx.query<{ published_version_id: number | null }>('SELECT published_version_id FROM pages WHERE id = $1', [pageId]);
      if (page.published_version_id === null) throw badRequest('published_version_id', 'this page has never been published; there is nothing to go back to');
      const state = await loadVersion(tx, pageId, page.published_version_id);
      if (!state) throw badRequest('published_version_id', 'the published version is missing');
      await restorePageState(tx, state);
      return { pageId, result: null };
    }, 'discard draft');
    return loadPublication(ctx.db, pageId);
  });
  registerPageTreeCalls(app, ctx);
  registerMediaAdminCalls(app, ctx);
}
