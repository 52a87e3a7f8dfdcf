import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import type { MediaItem, mediaUploadSchema } from 'shared-contracts/editor/media';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../http/errors';
import { MEDIA_URL_PREFIX, getMediaRoot } from '../../lib/media-root';
import type { UploadStore } from '../../lib/upload-store';
import { renditionsOf } from './derive-image';
import { fileSlug, matchingItems } from './media-names';

/** One image of the library as the image finder shows it. */

export const mediaListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(60),
});

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The library's alt text of an image in one language ('' when the image is not in the library). */
export async function libraryAlt(db: Queryable, url: string, locale: string): Promise<string> {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return '';
  const [row] = await db.query<{ alt: string }>(`SELECT ${locale === 'en' ? 'alt_en' : 'alt_de'} AS alt FROM media_images WHERE file = $1`, [
    url.slice(MEDIA_URL_PREFIX.length),
  ]);
  return row?.alt ?? '';
}

/**
 * The library: uploaded images, then every image the pages already use (seeded or placed by url), newest first,
 * filtered by title, alt text or file name.
 */
export async function listMedia(db: Queryable, locale: string, query: z.infer<typeof mediaListQuery>): Promise<MediaItem[]> {
  const alt = locale === 'en' ? 'alt_en' : 'alt_de';
  const uploaded = await db.query<{ file: string; title: string; alt: string; width: number; height: number }>(
    `SELECT file, title, ${alt} AS alt, width, height FROM media_images ORDER BY id DESC`,
  );
  const used = await db.query<{ obj: { url?: string; alt?: string; width?: number; height?: number } | string; thumbs: { small?: string } | string | null }>(
    `SELECT DISTINCT ON (data->'image_obj'->>'url') data->'image_obj' AS obj, data->'image_thumbnails' AS thumbs FROM modules
      WHERE locale = $1 AND data->'image_obj'->>'url' LIKE '/media/%' ORDER BY data->'image_obj'->>'url'`,
    [locale],
  );
  const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const thumbOf = (file: string) => `${MEDIA_URL_PREFIX}${file.replace(/\.(jpe?g|png)$/i, '')}-small.jpg`;
  const items: MediaItem[] = uploaded.map((r) => ({ url: `${MEDIA_URL_PREFIX}${r.file}`, title: r.title, alt: r.alt, width: r.width, height: r.height, thumbnail: thumbOf(r.file) }));
  const seen = new Set(items.map((i) => i.url));
  for (const row of used) {
    const obj = json<{ url?: string; alt?: string; width?: number; height?: number }>(row.obj);
    if (!obj.url || seen.has(obj.url)) continue;
    seen.add(obj.url);
    const thumbs = json<{ small?: string } | null>(row.thumbs);
    items.push({ url: obj.url, title: '', alt: obj.alt ?? '', width: obj.width ?? 0, height: obj.height ?? 0, thumbnail: thumbs?.small ?? obj.url });
  }
  return matchingItems(items, query.q, query.limit);
}

/**
 * Takes an uploaded temp file into the library: stored as jpg under a content-hash name, its webp/avif renditions and
 * thumbnails made at once, the row kept with the alt text of both languages. The temp file is used up.
 */
export async function addToLibrary(
  db: Queryable,
  locale: string,
  input: z.infer<typeof mediaUploadSchema>,
  userId: number,
  uploads: UploadStore,
): Promise<MediaItem> {
  const [temp] = await db.query<{ name: string; content_type: string; data: Buffer | Uint8Array | null }>('SELECT name, content_type, data FROM temp_files WHERE id = $1', [
    input.temp_file_id,
  ]);
  if (!temp) throw badRequest('temp_file_id', 'no such uploaded file (upload it through the temp-files call first)');
  if (!IMAGE_TYPES.includes(temp.content_type)) throw badRequest('temp_file_id', `an image is needed (jpeg, png, webp), not ${temp.content_type}`);
  // Uploads live on disk; rows from before that move still carry their bytes.
  const bytes = temp.data ? Buffer.from(temp.data) : await uploads.readAll(input.temp_file_id);
  if (!bytes) throw badRequest('temp_file_id', 'the uploaded file is gone (upload it again)');
  let jpg: Buffer;
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    // Very large photos are brought down to the widest size the site shows; orientation from EXIF is applied.
    jpg = await sharp(bytes).rotate().resize({ width: 2560, withoutEnlargement: true }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    meta = await sharp(jpg).metadata();
  } catch {
    throw badRequest('temp_file_id', 'the file could not be read as an image');
  }
  const file = `${fileSlug(input.title || temp.name.replace(/\.[a-z0-9]+$/i, ''), 'bild')}-${createHash('sha1').update(jpg).digest('hex').slice(0, 10)}.jpg`;
  const root = getMediaRoot();
  await fs.promises.mkdir(root, { recursive: true });
  const target = path.join(root, file);
  if (!fs.existsSync(target)) await fs.promises.writeFile(target, jpg);
  const url = `${MEDIA_URL_PREFIX}${file}`;
  const renditions = await renditionsOf(url);
  await db.query(
    `INSERT INTO media_images (file, title, alt_de, alt_en, width, height, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (file) DO UPDATE SET title = excluded.title, alt_de = excluded.alt_de, alt_en = excluded.alt_en`,
    [file, input.title, input.alt_de, input.alt_en, meta.width ?? 0, meta.height ?? 0, userId],
  );
  await db.query('DELETE FROM temp_files WHERE id = $1', [input.temp_file_id]);
  await uploads.remove(input.temp_file_id);
  return {
    url,
    title: input.title,
    alt: locale === 'en' ? input.alt_en : input.alt_de,
    width: meta.width ?? 0,
    height: meta.height ?? 0,
    thumbnail: renditions?.image_thumbnails.small ?? url,
  };
}
