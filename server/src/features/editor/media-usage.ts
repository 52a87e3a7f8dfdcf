import type { MediaUsage } from 'shared-contracts/media-library';
import type { Queryable } from '../../db/types';

/**
 * Where an item is used. A reference is any stored text holding the item's address or one of its renditions (an
 * image's `-small.jpg`, `.webp`, …), so a rich-text body with an <img> counts as much as an image field.
 */
interface Owner {
  type: MediaUsage['type'];
  table: string;
  title: string;
}

const OWNERS: Owner[] = [
  { type: 'article', table: 'articles', title: 'title_{l}' },
  { type: 'person', table: 'persons', title: "first_name || ' ' || last_name" },
  { type: 'event', table: 'events', title: 'title_{l}' },
  { type: 'production', table: 'productions', title: 'title_{l}' },
  { type: 'series', table: 'series', title: 'name_{l}' },
  { type: 'venue', table: 'venues', title: 'name_{l}' },
  { type: 'teaser', table: 'teasers', title: 'headline_{l}' },
];

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A PostgreSQL regular expression matching the address or any rendition of a file under /media/. */
export function referencePattern(file: string): string {
  const image = /^(.+)\.(jpe?g|png)$/i.exec(file);
  if (!image) return escapeRegex(`/media/${file}`);
  return `/media/${escapeRegex(image[1])}(\\.|-(small|medium|large|sq[0-9-]+)\\.)`;
}

export async function whereUsed(db: Queryable, file: string, locale: 'de' | 'en'): Promise<MediaUsage[]> {
  const pattern = referencePattern(file);
  const places: MediaUsage[] = [];
  // Pages: the draft modules and the version visitors get; either one still shows the file.
  const pages = await db.query<{ id: number; title: string }>(
    `SELECT p.id, coalesce(t.title, '') AS title FROM pages p LEFT JOIN page_translations t ON t.page_id = p.id AND t.locale = $2
      WHERE EXISTS (SELECT 1 FROM modules m WHERE m.page_id = p.id AND m.data::text ~ $1)
         OR coalesce(p.og_image::text, '') ~ $1
         OR EXISTS (SELECT 1 FROM page_versions v WHERE v.id = p.published_version_id AND v.snapshot::text ~ $1)
      ORDER BY p.id`,
    [pattern, locale],
  );
  places.push(...pages.map((p) => ({ type: 'page' as const, id: p.id, title: p.title })));
  for (const owner of OWNERS) {
    const rows = await db.query<{ id: number; title: string }>(
      `SELECT t.id, ${owner.title.replaceAll('{l}', locale)} AS title FROM ${owner.table} t WHERE to_jsonb(t)::text ~ $1 ORDER BY t.id`,
      [pattern],
    );
    places.push(...rows.map((r) => ({ type: owner.type, id: r.id, title: r.title })));
  }
  // Gallery images of events and productions belong to their owner.
  const gallery = await db.query<{ owner_kind: 'event' | 'production'; owner_id: number }>(
    'SELECT DISTINCT owner_kind, owner_id FROM detail_images WHERE to_jsonb(detail_images)::text ~ $1',
    [pattern],
  );
  for (const g of gallery) {
    if (places.some((p) => p.type === g.owner_kind && p.id === g.owner_id)) continue;
    const table = g.owner_kind === 'event' ? 'events' : 'productions';
    const [row] = await db.query<{ title: string }>(`SELECT title_${locale} AS title FROM ${table} WHERE id = $1`, [g.owner_id]);
    places.push({ type: g.owner_kind, id: g.owner_id, title: row?.title ?? '' });
  }
  return places;
}

/** Where `whereUsed` looks, as text per row: pages (drafts, og image, the published version) and the entries. */
const USE_SOURCES = [
  'SELECT m.data::text AS t FROM modules m WHERE m.page_id IS NOT NULL',
  "SELECT coalesce(og_image::text, '') AS t FROM pages",
  'SELECT v.snapshot::text AS t FROM pages p JOIN page_versions v ON v.id = p.published_version_id',
  ...[...OWNERS.map((o) => o.table), 'detail_images'].map((table) => `SELECT to_jsonb(x)::text AS t FROM ${table} x`),
];

/** A referenced name under /media/ brought back to its file's stem: renditions and crops count for their original. */
const stemOf = (name: string) => name.replace(/-(small|medium|large|sq[0-9]+-[0-9]+)\.(jpe?g|png)$/i, '').replace(/\.[a-z0-9]+$/i, '');

/**
 * Every file stem (and whole name) anything refers to, read in one pass per source: what the asset overview needs to
 * count a whole library, where asking `whereUsed` per item would scan every table once per item.
 */
export async function referencedNames(db: Queryable): Promise<Set<string>> {
  const names = new Set<string>();
  for (const source of USE_SOURCES) {
    const rows = await db.query<{ name: string }>(`SELECT DISTINCT m[1] AS name FROM (${source}) s, regexp_matches(s.t, '/media/([^"''\\s\\\\<>?#)]+)', 'g') AS m`);
    for (const { name } of rows) names.add(name).add(stemOf(name));
  }
  return names;
}

/** Whether a library file is among the referenced names (an image by its stem, so any rendition counts). */
export const isReferenced = (names: Set<string>, file: string) => names.has(file) || (/\.(jpe?g|png)$/i.test(file) && names.has(file.replace(/\.(jpe?g|png)$/i, '')));

/** Every stored place a replaced file's address can sit in: table, key column and the columns holding references. */
const REWRITE: Array<{ table: string; key: string; columns: string[] }> = [
  { table: 'modules', key: 'id', columns: ['data'] },
  { table: 'pages', key: 'id', columns: ['og_image'] },
  { table: 'page_versions', key: 'id', columns: ['snapshot'] },
  { table: 'articles', key: 'id', columns: ['image_obj', 'image_thumbnails', 'body_de', 'body_en'] },
  ...['persons', 'events', 'productions', 'series', 'venues', 'teasers', 'detail_images'].map((table) => ({ table, key: 'id', columns: ['image_obj', 'image_thumbnails'] })),
];

type Json = unknown;

/** Swaps an old file name for a new one in every string, and sets the new size on image objects of the new address. */
function rewrite(value: Json, from: string, to: string, url: string, size: { width: number; height: number }): Json {
  if (typeof value === 'string') return value.split(from).join(to);
  if (Array.isArray(value)) return value.map((v) => rewrite(v, from, to, url, size));
  if (value && typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) out[k] = rewrite(v, from, to, url, size);
    if (out.url === url && typeof out.width === 'number' && typeof out.height === 'number') Object.assign(out, size);
    return out;
  }
  return value;
}

/**
 * Points every reference to `/media/<fromBase>…` at `/media/<toBase>…` (the original and its renditions), so pages,
 * their published versions and history, and every entry show the replacement. Returns how many rows changed.
 */
export async function rewriteReferences(
  db: Queryable,
  fromBase: string,
  toBase: string,
  newUrl: string,
  size: { width: number; height: number },
): Promise<number> {
  const from = `/media/${fromBase}`;
  const to = `/media/${toBase}`;
  const pattern = `${escapeRegex(from)}(\\.|-)`;
  let changed = 0;
  for (const { table, key, columns } of REWRITE) {
    const exists = await db.query<{ ok: boolean }>('SELECT to_regclass($1) IS NOT NULL AS ok', [table]);
    if (!exists[0]?.ok) continue;
    const rows = await db.query<Record<string, unknown>>(
      `SELECT ${key} AS key, ${columns.join(', ')} FROM ${table} WHERE ${columns.map((c) => `coalesce(${c}::text, '') ~ $1`).join(' OR ')}`,
      [pattern],
    );
    for (const row of rows) {
      const values = columns.map((c) => {
        const v = row[c];
        if (v === null || v === undefined) return null;
        // Rich-text bodies are plain text columns; the rest are JSON.
        if (c.startsWith('body')) return rewrite(v, from, to, newUrl, size);
        return JSON.stringify(rewrite(typeof v === 'string' ? JSON.parse(v) : v, from, to, newUrl, size));
      });
      await db.query(`UPDATE ${table} SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} WHERE ${key} = $1`, [row.key, ...values]);
      changed += 1;
    }
  }
  return changed;
}
