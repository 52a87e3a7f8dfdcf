import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MEDIA_KINDS, type MediaKind, mediaLibraryListQuery, mediaLibraryPatchSchema, mediaReplaceSchema } from 'shared-contracts/media-library';
import type { AppContext } from '../../context';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { clearMediaTexts } from '../../lib/response-cache';
import { reindexSearch } from '../../lib/search-index';
import { clearSiteCache } from '../../lib/site-cache';
import { uploadStore } from '../../lib/upload-store';
import { renditionsOf } from './derive-image';
import { assetOverview, deleteLibraryItem, libraryDetail, listLibrary, patchLibraryItem, replaceImage } from './media-admin-store';

const itemParams = z.object({ kind: z.enum(MEDIA_KINDS, { error: 'kind: image, video or audio' }), id: z.coerce.number().int().positive() });
const idParam = z.object({ id: z.coerce.number().int().positive() });
const staff = { config: { auth: 'editor' as const } };

/**
 * The back office's media library (list, detail with the places that use an item, texts and focal point, replacing an
 * image, deleting what nothing uses) and the dashboard's asset overview. Changed texts drop the cached answers that
 * show the image; a replaced image drops every cached page and rebuilds the search index, whose entries carry image
 * addresses.
 */
export function registerMediaAdminCalls(app: FastifyInstance, ctx: AppContext): void {
  const params = (request: FastifyRequest) => parseInput(itemParams, request.params, 'params') as { kind: MediaKind; id: number };
  forLocales(app, 'GET', '/api/media-library/', async (request, _reply, locale) => listLibrary(ctx.db, locale, parseInput(mediaLibraryListQuery, request.query, 'query')), staff);
  forLocales(app, 'GET', '/api/media-library/:kind/:id/', async (request, _reply, locale) => {
    const { kind, id } = params(request);
    return libraryDetail(ctx.db, locale, kind, id);
  }, staff);
  forLocales(app, 'PATCH', '/api/media-library/:kind/:id/', async (request, _reply, locale) => {
    const { kind, id } = params(request);
    const patch = parseInput(mediaLibraryPatchSchema, request.body ?? {}, 'body');
    const result = await patchLibraryItem(ctx.db, locale, kind, id, patch);
    // Pages read an image's texts from the library when they are made, so only the answers that show it go stale.
    if (kind === 'image') clearMediaTexts(ctx.db, [id]);
    else clearSiteCache(ctx.db);
    return result;
  }, staff);
  forLocales(app, 'POST', '/api/media-library/image/:id/replace/', async (request, _reply, locale) => {
    const { id } = parseInput(idParam, request.params, 'params');
    const { temp_file_id } = parseInput(mediaReplaceSchema, request.body ?? {}, 'body');
    const result = await ctx.db.transaction((tx) => replaceImage(tx, locale, id, temp_file_id, uploadStore(ctx), renditionsOf));
    await reindexSearch(ctx.db);
    clearSiteCache(ctx.db);
    return result;
  }, staff);
  forLocales(app, 'DELETE', '/api/media-library/:kind/:id/', async (request, reply, locale) => {
    const { kind, id } = params(request);
    await deleteLibraryItem(ctx.db, locale, kind, id);
    return reply.status(204).send();
  }, staff);

  forLocales(app, 'GET', '/api/dashboard-asset-overview/', async () => assetOverview(ctx.db), staff);
}
