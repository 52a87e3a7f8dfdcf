import type { ResourceEntry } from 'shared-contracts/back-office/descriptor';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../http/errors';
import { type StoredImage, storedImage } from '../../lib/stored-image';
import type { Created, ListQuery, ResourceStore } from './resource-store';

/** A many-to-many field stored in a link table (an article's tags). */
export interface LinkField {
  field: string;
  table: string;
  own: string;
  other: string;
}

export interface TableStoreOptions {
  table: string;
  /** Fields stored in a column of the same name. */
  columns: readonly string[];
  /** How a column is read when it is not plain text or number (a date as YYYY-MM-DD). */
  selectAs?: Record<string, string>;
  /** Fields the search box matches (case-insensitive part of the text). */
  search: readonly string[];
  links?: readonly LinkField[];
  /**
   * A field holding the url of the entry's image, stored as the table's `image_obj` and `image_thumbnails` (the
   * shape every public answer already serves).
   */
  image?: string;
  /** Fields read by an SQL expression over the row `t` and written by the kind's store itself (parts in other tables). */
  computed?: Record<string, string>;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * The store of a kind whose fields are columns of one table (plus link tables). Hooks that only some kinds need
 * (rules, caches) are added by spreading its result into the kind's store.
 */
export function tableStore<T extends Record<string, unknown>>(o: TableStoreOptions): Omit<ResourceStore<T>, 'afterWrite'> {
  const linkSelect = (o.links ?? []).map(
    (l) => `(SELECT coalesce(array_agg(x.${l.other} ORDER BY x.${l.other}), '{}') FROM ${l.table} x WHERE x.${l.own} = t.id) AS ${l.field}`,
  );
  const imageSelect = o.image ? [`coalesce(t.image_obj->>'url', '') AS ${o.image}`] : [];
  const computedSelect = Object.entries(o.computed ?? {}).map(([field, sql]) => `${sql} AS ${field}`);
  const select = ['t.id', 't.version', ...o.columns.map((c) => (o.selectAs?.[c] ? `${o.selectAs[c]} AS ${c}` : `t.${c}`)), ...imageSelect, ...computedSelect, ...linkSelect].join(', ');
  const sortable = new Set(['id', ...o.columns, ...Object.keys(o.computed ?? {})]);
  /** A field as SQL over the row `t`: its column, or the expression of a computed field (filters and order use it). */
  const expr = (field: string) => (o.computed?.[field] ? `(${o.computed[field]})` : `t.${field}`);

  async function writeLinks(tx: Queryable, id: number, data: T): Promise<void> {
    for (const l of o.links ?? []) {
      const ids = (data[l.field] as number[] | undefined) ?? [];
      await tx.query(`DELETE FROM ${l.table} WHERE ${l.own} = $1`, [id]);
      if (ids.length) {
        await tx.query(`INSERT INTO ${l.table} (${l.own}, ${l.other}) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`, [id, [...new Set(ids)]]);
      }
    }
  }
  const values = (data: T) => o.columns.map((c) => data[c] ?? null);

  /** The image columns for a write: none without an image field, else what the sent url stands for. */
  async function imageValues(tx: Queryable, data: T, id: number | null): Promise<Array<[string, unknown]>> {
    if (!o.image) return [];
    let previous: StoredImage | null = null;
    if (id) [previous = null] = await tx.query<StoredImage>(`SELECT image_obj, image_thumbnails FROM ${o.table} WHERE id = $1`, [id]);
    const image = await storedImage(tx, o.image, String(data[o.image] ?? ''), previous);
    return [
      ['image_obj', image.image_obj ? JSON.stringify(image.image_obj) : null],
      ['image_thumbnails', image.image_thumbnails ? JSON.stringify(image.image_thumbnails) : null],
    ];
  }

  return {
    async list(db, query: ListQuery) {
      if (!sortable.has(query.sort.field)) throw badRequest('sort', `cannot sort by ${query.sort.field}`);
      const params: unknown[] = [];
      const where: string[] = [];
      if (query.q && o.search.length) {
        params.push(`%${escapeLike(query.q)}%`);
        where.push(`(${o.search.map((c) => `t.${c}::text ILIKE $${params.length}`).join(' OR ')})`);
      }
      if (query.ids) {
        params.push([...query.ids]);
        where.push(`t.id = ANY($${params.length}::int[])`);
      }
      for (const [field, value] of Object.entries(query.filters)) {
        params.push(value);
        where.push(`${expr(field)}::text = $${params.length}`);
      }
      const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${o.table} t ${whereSql}`, params);
      const items = await db.query<ResourceEntry<T>>(
        `SELECT ${select} FROM ${o.table} t ${whereSql} ORDER BY ${expr(query.sort.field)} ${query.sort.desc ? 'DESC' : 'ASC'}, t.id LIMIT ${query.limit} OFFSET ${query.offset}`,
        params,
      );
      return { items, count: n };
    },
    async pick(db, ids, columns) {
      const known = columns.filter((c) => o.columns.includes(c));
      if (!ids.length) return [];
      const cols = known.map((c) => (o.selectAs?.[c] ? `${o.selectAs[c]} AS ${c}` : `t.${c}`));
      return db.query<{ id: number } & Record<string, unknown>>(`SELECT ${['t.id', ...cols].join(', ')} FROM ${o.table} t WHERE t.id = ANY($1::int[])`, [[...ids]]);
    },
    async get(db, id, lock = false) {
      const [row] = await db.query<ResourceEntry<T>>(`SELECT ${select} FROM ${o.table} t WHERE t.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
      return row ?? null;
    },
    async insert(tx, data, id): Promise<Created> {
      const image = await imageValues(tx, data, null);
      const cols = [...(id ? ['id'] : []), ...o.columns, ...image.map(([c]) => c)];
      const params = [...(id ? [id] : []), ...values(data), ...image.map(([, v]) => v)];
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO ${o.table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
        params,
      );
      if (id) await tx.query(`SELECT setval(pg_get_serial_sequence('${o.table}', 'id'), greatest((SELECT max(id) FROM ${o.table}), 1))`);
      await writeLinks(tx, row.id, data);
      return { id: row.id };
    },
    async update(tx, id, data) {
      const image = await imageValues(tx, data, id);
      const sets = [...o.columns, ...image.map(([c]) => c)].map((c, i) => `${c} = $${i + 2}`).join(', ');
      await tx.query(`UPDATE ${o.table} SET ${sets}, version = version + 1 WHERE id = $1`, [id, ...values(data), ...image.map(([, v]) => v)]);
      await writeLinks(tx, id, data);
    },
    async remove(tx, id) {
      await tx.query(`DELETE FROM ${o.table} WHERE id = $1`, [id]);
    },
  };
}
