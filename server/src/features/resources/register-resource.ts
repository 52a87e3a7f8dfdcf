import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  type ResourceDescriptor,
  type ResourceEntry,
  type ResourceList,
  type FieldSpec,
  resourceListQuerySchema,
  versionSchema,
} from 'shared-contracts/back-office/descriptor';
import type { Locale } from 'shared-contracts/locales';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/types';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { requireRole } from '../../lib/require-role';
import { sanitizeRichText } from '../../lib/rich-text';
import type { RequestStaffUser as StaffUser } from '../../lib/staff-user';
import { historyOf, historyRow, lastWriter, recordHistory } from './entity-history';
import { type KindSource, referenceLabels } from './reference-labels';
import type { ResourceStore } from './resource-store';

/** Where every kind's calls live: `/{locale}/pageeditor-api/resources/{kind}/…` (docs/product.md). */
export const RESOURCES_PATH = '/pageeditor-api/resources';

const idParams = z.object({ id: z.coerce.number().int().positive('must be an entry id') });
const historyParams = idParams.extend({ historyId: z.coerce.number().int().positive('must be a history id') });
const actionParams = idParams.extend({ action: z.string().max(60) });

/** The entry's fields without id and version: what history keeps and restore writes back. */
function dataOf(entry: ResourceEntry): Record<string, unknown> {
  const { id: _id, version: _version, ...data } = entry;
  return data;
}

/** Database refusals a client causes (a name taken twice, an entry still in use) are answered as theirs, not a 500. */
function clientConflict(error: unknown): never {
  const code = (error as { code?: unknown })?.code;
  if (code === '23505') throw new HttpError(409, 'entry: an entry with these values exists already', 'entry');
  if (code === '23503') throw new HttpError(409, 'entry: still used by other entries (remove those uses first)', 'entry');
  throw error;
}

/**
 * The back office's generic resource access for one kind: list (q, filters, paging, sorting), detail, create,
 * update (POST whole, PATCH part), delete, history and restore, plus the store's actions. Every call checks the
 * role; writes need the CSRF header (the root hook), validate with the kind's schema (400 naming the field), name the
 * version they read (409 when stale), are recorded in entity_history and clear what visitors see. The list names the
 * titles of the entries its reference columns point to (`labels`), looked up through `source`.
 */
export function registerResource<T extends Record<string, unknown>>(
  app: FastifyInstance,
  ctx: AppContext,
  d: ResourceDescriptor,
  store: ResourceStore<T>,
  source: KindSource = () => undefined,
): void {
  const base = `${RESOURCES_PATH}/${d.kind}`;
  const fields = d.fields as Record<string, FieldSpec>;
  const schema = d.schema as unknown as z.ZodType<T>;
  const readOnly = Object.entries(fields).filter(([, f]) => f.readOnly).map(([k]) => k);
  /** What a client sent, without the fields the server owns. */
  const sent = (body: unknown): Record<string, unknown> => {
    const copy = { ...((body ?? {}) as Record<string, unknown>) };
    for (const k of [...readOnly, 'version']) delete copy[k];
    return copy;
  };
  const readRole = (request: FastifyRequest) => requireRole(request, ...d.roles.read, ...d.roles.write);
  const writeRole = (request: FastifyRequest) => requireRole(request, ...d.roles.write);
  const filterable = Object.entries(fields).filter(([, f]) => f.filter).map(([k]) => k);
  const richText = Object.entries(fields).filter(([, f]) => f.widget.type === 'richtext').map(([k]) => k);

  /** The kind's own rules, then its formatted texts pass the site's one sanitizer before they are stored. */
  async function checked(tx: Queryable, data: T, id: number | null, locale: Locale): Promise<T> {
    const out: Record<string, unknown> = { ...(store.check ? await store.check(tx, data, id, ctx.clock.now(), locale) : data) };
    for (const k of richText) if (typeof out[k] === 'string') out[k] = sanitizeRichText(out[k]);
    return out as T;
  }

  /** One write in one transaction, then what visitors see of the entries it touched (`ids`) is brought up to date. */
  async function write<R>(fn: (tx: Queryable) => Promise<R>, ids: number[] | ((result: R) => number[])): Promise<R> {
    const result = await ctx.db.transaction(fn).catch(clientConflict);
    await store.afterWrite(ctx, typeof ids === 'function' ? ids(result) : ids);
    return result;
  }

  const lockCurrent = (tx: Queryable, id: number, version: number) => lockAtVersion(tx, store, d.kind, id, version);

  async function save(tx: Queryable, user: StaffUser, id: number, data: T, action: 'update' | 'restore', locale: Locale): Promise<ResourceEntry<T>> {
    await store.update(tx, id, await checked(tx, data, id, locale));
    const after = (await store.get(tx, id))!;
    await recordHistory(tx, { kind: d.kind, id, version: after.version, action, data: dataOf(after) }, user, ctx.clock.now());
    return after;
  }

  forLocales(app, 'GET', `${base}/`, async (request, reply, locale): Promise<ResourceList<T>> => {
    readRole(request);
    reply.header('cache-control', 'no-store');
    const query = request.query as Record<string, unknown>;
    const { q, page, page_size, sort, ids } = parseInput(resourceListQuerySchema, query, 'query');
    const order = sort ?? d.defaultSort;
    const filters = Object.fromEntries(filterable.filter((f) => typeof query[f] === 'string' && query[f] !== '').map((f) => [f, String(query[f])]));
    const { items, count } = await store.list(ctx.db, {
      q: q?.trim() ?? '',
      filters,
      sort: { field: order.replace(/^-/, ''), desc: order.startsWith('-') },
      limit: page_size,
      offset: (page - 1) * page_size,
      ids,
    });
    const titles = store.titles ? await store.titles(ctx.db, items.map((item) => item.id), locale) : undefined;
    return { items, count, page, page_size, labels: await referenceLabels(ctx.db, d, items, locale, source), ...(titles ? { titles } : {}) };
  });

  forLocales(app, 'POST', `${base}/`, async (request, reply, locale) => {
    const user = writeRole(request);
    const data = parseInput(schema, sent(request.body), 'body');
    const { entry, extra } = await write(async (tx) => {
      const created = await store.insert(tx, await checked(tx, data, null, locale));
      const entry = (await store.get(tx, created.id))!;
      await recordHistory(tx, { kind: d.kind, id: entry.id, version: entry.version, action: 'create', data: dataOf(entry) }, user, ctx.clock.now());
      return { entry, extra: created.extra };
    }, (r) => [r.entry.id]);
    return reply.status(201).header('cache-control', 'no-store').send({ ...entry, ...extra });
  });

  forLocales(app, 'GET', `${base}/:id/`, async (request, reply) => {
    readRole(request);
    const { id } = parseInput(idParams, request.params, 'params');
    const entry = await store.get(ctx.db, id);
    if (!entry) throw notFound(d.kind);
    reply.header('cache-control', 'no-store');
    return entry;
  });

  // POST sends the whole entry, PATCH only the fields that change; both name the version they read.
  forLocales(app, ['POST', 'PATCH'], `${base}/:id/`, async (request, _reply, locale) => {
    const user = writeRole(request);
    const { id } = parseInput(idParams, request.params, 'params');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { version } = parseInput(versionSchema, body, 'body');
    const fieldsSent = sent(body);
    // POST replaces the whole entry, so it must be complete by itself; a PATCH is checked once merged.
    if (request.method === 'POST') parseInput(schema, fieldsSent, 'body');
    return write(async (tx) => {
      const current = await lockCurrent(tx, id, version);
      const merged = parseInput(schema, { ...dataOf(current), ...fieldsSent }, 'body');
      return save(tx, user, id, merged, 'update', locale);
    }, [id]);
  });

  forLocales(app, 'DELETE', `${base}/:id/`, async (request, reply) => {
    const user = writeRole(request);
    if (!d.deletable) throw new HttpError(405, `${d.kind}: entries of this kind are not deleted (deactivate them instead)`, 'method');
    const { id } = parseInput(idParams, request.params, 'params');
    const version = Number((request.query as Record<string, unknown>).version);
    if (!Number.isInteger(version) || version < 1) throw badRequest('version', 'must be the version you read (?version=N)');
    await write(async (tx) => {
      const current = await lockCurrent(tx, id, version);
      await store.remove(tx, id);
      await recordHistory(tx, { kind: d.kind, id, version: current.version, action: 'delete', data: dataOf(current) }, user, ctx.clock.now());
    }, [id]);
    return reply.status(204).send();
  });

  forLocales(app, 'GET', `${base}/:id/history/`, async (request, reply) => {
    readRole(request);
    const { id } = parseInput(idParams, request.params, 'params');
    reply.header('cache-control', 'no-store');
    return historyOf(ctx.db, d.kind, id);
  });

  // Restore writes a recorded version back as a new one (a deleted entry comes back under its old id).
  forLocales(app, 'POST', `${base}/:id/history/:historyId/restore/`, async (request, _reply, locale) => {
    const user = writeRole(request);
    const { id, historyId } = parseInput(historyParams, request.params, 'params');
    const row = await historyRow(ctx.db, d.kind, id, historyId);
    if (!row) throw notFound('history entry');
    const data = parseInput(schema, row.data, 'body');
    return write(async (tx) => {
      const current = await store.get(tx, id, true);
      if (current) {
        const { version } = parseInput(versionSchema, request.body ?? {}, 'body');
        await lockCurrent(tx, id, version);
        return save(tx, user, id, data, 'restore', locale);
      }
      await store.insert(tx, await checked(tx, data, null, locale), id);
      const entry = (await store.get(tx, id))!;
      await recordHistory(tx, { kind: d.kind, id, version: entry.version, action: 'restore', data: dataOf(entry) }, user, ctx.clock.now());
      return entry;
    }, [id]);
  });

  forLocales(app, 'POST', `${base}/:id/actions/:action/`, async (request) => {
    const user = writeRole(request);
    const { id, action } = parseInput(actionParams, request.params, 'params');
    const run = store.actions?.[action];
    if (!run) throw notFound(`action ${action}`);
    return write(async (tx) => {
      if (!(await store.get(tx, id, true))) throw notFound(d.kind);
      return run(tx, id, user);
    }, [id]);
  });
}

/**
 * Locks an entry for a write that was based on `version`: 404 when it is gone, 409 naming who changed it since. Every
 * write of the back office that carries a version goes through here.
 */
export async function lockAtVersion<T extends Record<string, unknown>>(tx: Queryable, store: ResourceStore<T>, kind: string, id: number, version: number): Promise<ResourceEntry<T>> {
  const current = await store.get(tx, id, true);
  if (!current) throw notFound(kind);
  if (current.version !== version) {
    const who = await lastWriter(tx, kind, id);
    throw new HttpError(409, `version: changed by ${who?.username ?? 'someone'} since version ${version}`, 'version', {
      current_version: current.version,
      changed_by: who?.username ?? null,
      changed_at: who?.at ?? null,
    });
  }
  return current;
}
