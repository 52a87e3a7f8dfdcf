import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { z } from 'zod';
import type { AssetOverviewRow, MediaKind, MediaLibraryDetail, MediaLibraryItem, MediaLibraryPatch, mediaLibraryListQuery } from 'shared-contracts/media-library';
import type { Queryable } from '../../db/types';
import { MEDIA_KINDS } from 'shared-contracts/media-library';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { MEDIA_URL_PREFIX, getMediaRoot } from '../../lib/media-root';
import type { UploadStore } from '../../lib/upload-store';
import { removeCrops, squareCrop } from './focal-crop';
import { isReferenced, referencedNames, rewriteReferences, whereUsed } from './media-usage';

interface ImageRow {
  id: number;
  file: string;
  title: string;
  alt_de: string;
  alt_en: string;
  caption_de: string;
  caption_en: string;
  focal_x: number;
  focal_y: number;
  width: number;
  height: number;
  updated_at: Date | string;
}
interface FileRow {
  id: number;
  kind: 'video' | 'audio';
  file: string;
  title: string;
  alt_de: string;
  alt_en: string;
  caption_de: string;
  caption_en: string;
  size: string | number;
  updated_at: Date | string;
}

const RENDITIONS = ['.webp', '.avif', '-small.jpg', '-medium.jpg', '-large.jpg'];
const baseOf = (file: string) => file.replace(/\.(jpe?g|png)$/i, '');

function sizeOnDisk(file: string): number {
  try {
    return fs.statSync(path.join(getMediaRoot(), file)).size;
  } catch {
    return 0;
  }
}

async function imageItem(row: ImageRow): Promise<MediaLibraryItem> {
  const focal = { x: Number(row.focal_x), y: Number(row.focal_y) };
  return {
    kind: 'image',
    id: row.id,
    url: `${MEDIA_URL_PREFIX}${row.file}`,
    thumbnail: await squareCrop(row.file, focal),
    title: row.title,
    alt_de: row.alt_de,
    alt_en: row.alt_en,
    caption_de: row.caption_de,
    caption_en: row.caption_en,
    focal,
    width: row.width,
    height: row.height,
    size: sizeOnDisk(row.file),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

function fileItem(row: FileRow, locale: string): MediaLibraryItem {
  return {
    kind: row.kind,
    id: row.id,
    url: `${MEDIA_URL_PREFIX}${row.file}`,
    thumbnail: null,
    title: row.title || (locale === 'en' ? row.alt_en : row.alt_de),
    alt_de: row.alt_de,
    alt_en: row.alt_en,
    caption_de: row.caption_de,
    caption_en: row.caption_en,
    focal: null,
    width: null,
    height: null,
    size: Number(row.size),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

const IMAGE_SELECT = 'SELECT id, file, title, alt_de, alt_en, caption_de, caption_en, focal_x, focal_y, width, height, updated_at FROM media_images';
const fileSelect = (locale: string) =>
  `SELECT id, kind, file, ${locale === 'en' ? "coalesce(nullif(title_en, ''), title_de)" : "coalesce(nullif(title_de, ''), title_en)"} AS title, alt_de, alt_en, caption_de, caption_en, size, updated_at FROM media_files`;

/** The library, newest first: images and files, filtered by kind and by a text in title, alt text, caption or name. */
export async function listLibrary(db: Queryable, locale: string, query: z.infer<typeof mediaLibraryListQuery>): Promise<MediaLibraryItem[]> {
  const like = query.q ? `%${query.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : '%';
  const match = "(lower(file) LIKE $1 OR lower(alt_de) LIKE $1 OR lower(alt_en) LIKE $1 OR lower(caption_de) LIKE $1 OR lower(caption_en) LIKE $1 OR lower(TITLE) LIKE $1)";
  const images =
    !query.kind || query.kind === 'image'
      ? await db.query<ImageRow>(`${IMAGE_SELECT} WHERE ${match.replace('TITLE', 'title')} ORDER BY updated_at DESC, id DESC LIMIT $2`, [like, query.limit])
      : [];
  const files =
    query.kind !== 'image'
      ? await db.query<FileRow>(
          `${fileSelect(locale)} WHERE ($3::text IS NULL OR kind = $3) AND ${match.replace('lower(TITLE) LIKE $1', 'lower(title_de) LIKE $1 OR lower(title_en) LIKE $1')} ORDER BY updated_at DESC, id DESC LIMIT $2`,
          [like, query.limit, query.kind ?? null],
        )
      : [];
  const items = [...(await Promise.all(images.map(imageItem))), ...files.map((f) => fileItem(f, locale))];
  return items.sort((a, b) => b.updated_at.localeCompare(a.updated_at)).slice(0, query.limit);
}

async function loadRow(db: Queryable, locale: string, kind: MediaKind, id: number): Promise<{ item: MediaLibraryItem; file: string }> {
  if (kind === 'image') {
    const [row] = await db.query<ImageRow>(`${IMAGE_SELECT} WHERE id = $1`, [id]);
    if (!row) throw notFound('image');
    return { item: await imageItem(row), file: row.file };
  }
  const [row] = await db.query<FileRow>(`${fileSelect(locale)} WHERE id = $1 AND kind = $2`, [id, kind]);
  if (!row) throw notFound(kind);
  return { item: fileItem(row, locale), file: row.file };
}

export async function libraryDetail(db: Queryable, locale: 'de' | 'en', kind: MediaKind, id: number): Promise<MediaLibraryDetail> {
  const { item, file } = await loadRow(db, locale, kind, id);
  return { ...item, used_in: await whereUsed(db, file, locale) };
}

/** Saves texts (and an image's focal point); a moved focal point makes its crops anew. */
export async function patchLibraryItem(db: Queryable, locale: 'de' | 'en', kind: MediaKind, id: number, patch: MediaLibraryPatch): Promise<MediaLibraryDetail> {
  if (patch.focal && kind !== 'image') throw badRequest('focal', 'only images have a focal point');
  const { focal, title, ...texts } = patch;
  const values: Record<string, unknown> = { ...texts };
  if (focal) Object.assign(values, { focal_x: focal.x, focal_y: focal.y });
  if (title !== undefined) Object.assign(values, kind === 'image' ? { title } : { [`title_${locale}`]: title });
  const columns = Object.keys(values);
  const table = kind === 'image' ? 'media_images' : 'media_files';
  const updated = await db.query<{ id: number }>(
    `UPDATE ${table} SET ${[...columns.map((c, i) => `${c} = $${i + 2}`), 'updated_at = now()'].join(', ')} WHERE id = $1${kind === 'image' ? '' : ` AND kind = '${kind}'`} RETURNING id`,
    [id, ...columns.map((c) => values[c])],
  );
  if (!updated.length) throw notFound(kind);
  return libraryDetail(db, locale, kind, id);
}

/** Deletes an item and its files, unless something still shows it: then 409 with the places to change first. */
export async function deleteLibraryItem(db: Queryable, locale: 'de' | 'en', kind: MediaKind, id: number): Promise<void> {
  const { file } = await loadRow(db, locale, kind, id);
  const usedIn = await whereUsed(db, file, locale);
  if (usedIn.length) throw new HttpError(409, `still used in ${usedIn.length} place(s); remove it there first`, undefined, { used_in: usedIn });
  await db.query(`DELETE FROM ${kind === 'image' ? 'media_images' : 'media_files'} WHERE id = $1`, [id]);
  await removeFiles(file);
}

async function removeFiles(file: string): Promise<void> {
  const root = getMediaRoot();
  await fs.promises.rm(path.join(root, file), { force: true });
  if (!/\.(jpe?g|png)$/i.test(file)) return;
  const base = baseOf(file);
  for (const suffix of RENDITIONS) await fs.promises.rm(path.join(root, `${base}${suffix}`), { force: true });
  await removeCrops(base, null);
}

/**
 * New bytes for an image under the same id: stored under a new content-hash name (the media route caches a name for a
 * year, so the bytes behind one name never change), every reference rewritten to it, the old files removed.
 */
export async function replaceImage(db: Queryable, locale: 'de' | 'en', id: number, tempFileId: string, uploads: UploadStore, makeRenditions: (url: string) => Promise<unknown>): Promise<MediaLibraryDetail> {
  const [row] = await db.query<ImageRow>(`${IMAGE_SELECT} WHERE id = $1`, [id]);
  if (!row) throw notFound('image');
  const [temp] = await db.query<{ content_type: string; data: Buffer | Uint8Array | null }>('SELECT content_type, data FROM temp_files WHERE id = $1', [tempFileId]);
  if (!temp) throw badRequest('temp_file_id', 'no such uploaded file (upload it through the temp-files call first)');
  if (!['image/jpeg', 'image/png', 'image/webp'].includes(temp.content_type)) throw badRequest('temp_file_id', `an image is needed (jpeg, png, webp), not ${temp.content_type}`);
  const bytes = temp.data ? Buffer.from(temp.data) : await uploads.readAll(tempFileId);
  if (!bytes) throw badRequest('temp_file_id', 'the uploaded file is gone (upload it again)');
  let jpg: Buffer;
  let meta: { width?: number; height?: number };
  try {
    jpg = await sharp(bytes).rotate().resize({ width: 2560, withoutEnlargement: true }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    meta = await sharp(jpg).metadata();
  } catch {
    throw badRequest('temp_file_id', 'the file could not be read as an image');
  }
  const oldBase = baseOf(row.file);
  const stem = oldBase.replace(/-[0-9a-f]{10}$/, '');
  const file = `${stem}-${createHash('sha1').update(jpg).digest('hex').slice(0, 10)}.jpg`;
  if (file === row.file) throw badRequest('temp_file_id', 'the file is the same as the current one');
  const root = getMediaRoot();
  await fs.promises.writeFile(path.join(root, file), jpg);
  const url = `${MEDIA_URL_PREFIX}${file}`;
  await makeRenditions(url);
  const size = { width: meta.width ?? 0, height: meta.height ?? 0 };
  await db.query('UPDATE media_images SET file = $2, width = $3, height = $4, updated_at = now() WHERE id = $1', [id, file, size.width, size.height]);
  await rewriteReferences(db, oldBase, baseOf(file), url, size);
  await db.query('DELETE FROM temp_files WHERE id = $1', [tempFileId]);
  await uploads.remove(tempFileId);
  await removeFiles(row.file);
  return libraryDetail(db, locale, 'image', id);
}

/** Media by kind for the dashboard: how many, their bytes on disk, and how many something uses. */
export async function assetOverview(db: Queryable): Promise<AssetOverviewRow[]> {
  const images = await db.query<{ file: string }>('SELECT file FROM media_images');
  const files = await db.query<{ kind: 'video' | 'audio'; file: string; size: string | number }>('SELECT kind, file, size FROM media_files');
  const all = [...images.map((i) => ({ kind: 'image' as const, file: i.file, size: sizeOnDisk(i.file) })), ...files.map((f) => ({ ...f, size: Number(f.size) }))];
  const rows = new Map<MediaKind, AssetOverviewRow>(MEDIA_KINDS.map((kind) => [kind, { kind, count: 0, total_size: 0, used: 0, unused: 0 }]));
  const referenced = await referencedNames(db);
  for (const item of all) {
    const row = rows.get(item.kind)!;
    row.count += 1;
    row.total_size += item.size;
    if (isReferenced(referenced, item.file)) row.used += 1;
    else row.unused += 1;
  }
  return [...rows.values()];
}
