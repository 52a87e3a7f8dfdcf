import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pageTreeCreateSchema, pageTreeDeleteSchema, pageTreeMoveSchema } from 'shared-contracts/page-tree';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/types';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { clearSearchCache } from '../../lib/response-cache';
import { snapshotPage } from '../../lib/page-state';
import { reindexPage } from '../../lib/search-index';
import { clearSiteCache } from '../../lib/site-cache';
import { keepOldAddress } from './page-address';
import { deletePage } from './page-trash';
import { addressesOf, assertDeletable, createInTree, duplicateInTree, listTree, moveInTree, takeOffline } from './page-tree';
import { latestChange } from './version-history';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const staff = { config: { auth: 'editor' as const } };
const VERSION_HEADER = 'x-page-version';

/** The version the caller's tree showed; a newer one means someone else changed the page meanwhile (409). */
async function assertCurrent(request: FastifyRequest, tx: Queryable, pageId: number): Promise<void> {
  const raw = request.headers[VERSION_HEADER];
  if (raw === undefined) return;
  const base = Number(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isInteger(base) || base < 0) throw badRequest(VERSION_HEADER, 'must be a version id (a whole number)');
  const latest = await latestChange(tx, pageId);
  if (latest && latest.version_id > base) {
    throw new HttpError(409, `version: the page was changed by ${latest.changed_by ?? 'someone'} since version ${base}`, 'version', { ...latest });
  }
}

/**
 * The back office's page tree: list, create under a parent, move, duplicate, take offline, delete with a 301 to
 * another page. Every write runs in one transaction that stores a version of each page it changed (so it can be
 * restored from the page's history) and reindexes it; visitors' cached answers go when it commits.
 */
export function registerPageTreeCalls(app: FastifyInstance, ctx: AppContext): void {
  const route = (method: 'GET' | 'POST', path: string, handler: Parameters<typeof forLocales>[3]) =>
    forLocales(app, method, `/pageeditor-api/page-tree/${path}`, handler, staff);
  const id = (request: FastifyRequest) => parseInput(idParam, request.params, 'params').id;
  const write = async <T>(request: FastifyRequest, pageId: number | null, note: string, fn: (tx: Queryable) => Promise<{ changed: number[]; result: T }>) => {
    try {
      return await ctx.db.transaction(async (tx) => {
        if (pageId !== null) await assertCurrent(request, tx, pageId);
        const { changed, result } = await fn(tx);
        for (const changedId of changed) {
          await snapshotPage(tx, changedId, request.user!.id, note, ctx.clock.now());
          await reindexPage(tx, changedId);
        }
        return result;
      });
    } finally {
      clearSiteCache(ctx.db);
      clearSearchCache(ctx.db);
    }
  };

  route('GET', '', async (_request, _reply, locale) => listTree(ctx.db, locale));

  route('POST', '', async (request, reply) => {
    const input = parseInput(pageTreeCreateSchema, request.body ?? {}, 'body');
    const pageId = await write(request, null, 'create page', async (tx) => {
      const created = await createInTree(tx, input);
      return { changed: [created], result: created };
    });
    return reply.status(201).send({ id: pageId });
  });

  route('POST', ':id/move/', async (request) => {
    const pageId = id(request);
    const input = parseInput(pageTreeMoveSchema, request.body ?? {}, 'body');
    await write(request, pageId, 'move page', async (tx) => ({ changed: await moveInTree(tx, pageId, input), result: null }));
    return { id: pageId };
  });

  route('POST', ':id/duplicate/', async (request, reply) => {
    const pageId = id(request);
    const copy = await write(request, null, `duplicate page ${pageId}`, async (tx) => {
      const created = await duplicateInTree(tx, pageId);
      return { changed: [created], result: created };
    });
    return reply.status(201).send({ id: copy });
  });

  route('POST', ':id/offline/', async (request) => {
    const pageId = id(request);
    await write(request, pageId, 'take offline', async (tx) => {
      await takeOffline(tx, pageId);
      return { changed: [], result: null };
    });
    await reindexPage(ctx.db, pageId);
    return { id: pageId, published: false };
  });

  // Deleting puts the page in the trash (restorable); with redirect_to its addresses answer 301 to that page.
  route('POST', ':id/delete/', async (request, reply, locale) => {
    const pageId = id(request);
    const { redirect_to } = parseInput(pageTreeDeleteSchema, request.body ?? {}, 'body');
    if (redirect_to === pageId) throw badRequest('redirect_to', 'choose another page than the one deleted');
    await write(request, pageId, 'delete page', async (tx) => {
      await assertDeletable(tx, pageId);
      const targets = redirect_to === null ? [] : await addressesOf(tx, redirect_to);
      if (redirect_to !== null && !targets.length) throw badRequest('redirect_to', 'that page does not exist');
      const olds = await addressesOf(tx, pageId);
      if (!(await deletePage(tx, pageId, request.user!.id, ctx.clock.now()))) throw notFound('page');
      await reindexPage(tx, pageId);
      for (const old of olds) {
        const target = targets.find((t) => t.locale === old.locale);
        if (target) await keepOldAddress(tx, old.locale, old.url, target.url, { field: 'redirect_to', locale });
      }
      return { changed: [], result: null };
    });
    return reply.status(204).send();
  });
}
