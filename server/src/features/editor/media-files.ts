import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { FILE_KINDS, type FileKind, type MediaFile, type fileUploadSchema } from 'shared-contracts/editor/media';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../http/errors';
import { MEDIA_URL_PREFIX, getMediaRoot } from '../../lib/media-root';
import { MEDIA_TYPES, SNIFF_BYTES } from '../../lib/upload-types';
import type { UploadStore } from '../../lib/upload-store';
import { fileSlug, matchingItems } from './media-names';


export const fileListQuery = z.object({
  kind: z.enum(FILE_KINDS, { error: 'kind: video or audio' }),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(60),
});

/** The module kinds whose `file` field holds a file of each kind: files they already use belong to the library too. */
const MODULES_OF: Record<FileKind, string> = { video: 'video_self_hosted', audio: 'audio_self_hosted' };
const EXTENSION: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/ogg': 'ogv',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/webm': 'weba',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
};

/** Uploaded files of the kind, then files the pages already use, newest first, filtered by title, alt text or name. */
export async function listFiles(db: Queryable, locale: string, query: z.infer<typeof fileListQuery>): Promise<MediaFile[]> {
  const en = locale === 'en';
  const rows = await db.query<{ file: string; kind: FileKind; title: string; alt: string; content_type: string; size: string | number }>(
    `SELECT file, kind, ${en ? 'title_en' : 'title_de'} AS title, ${en ? 'alt_en' : 'alt_de'} AS alt, content_type, size FROM media_files
      WHERE kind = $1 ORDER BY id DESC`,
    [query.kind],
  );
  const items: MediaFile[] = rows.map((r) => ({ url: `${MEDIA_URL_PREFIX}${r.file}`, kind: r.kind, title: r.title, alt: r.alt, content_type: r.content_type, size: Number(r.size) }));
  const seen = new Set(items.map((i) => i.url));
  const used = await db.query<{ file: string; title: string | null }>(
    `SELECT DISTINCT ON (data->>'file') data->>'file' AS file, data->>'title' AS title FROM modules
      WHERE locale = $1 AND kind = $2 AND data->>'file' LIKE '/media/%' ORDER BY data->>'file', id`,
    [locale, MODULES_OF[query.kind]],
  );
  for (const row of used) {
    if (seen.has(row.file)) continue;
    seen.add(row.file);
    items.push({ url: row.file, kind: query.kind, title: row.title ?? '', alt: '', content_type: '', size: 0 });
  }
  return matchingItems(items, query.q, query.limit);
}

/**
 * Takes an uploaded temp file into the library as a video or audio file: its type is checked again on the bytes on
 * disk (a video offered as audio is refused), then it moves into the media folder under a content-hash name.
 */
export async function addFile(
  db: Queryable,
  locale: string,
  input: z.infer<typeof fileUploadSchema>,
  userId: number,
  uploads: UploadStore,
): Promise<MediaFile> {
  const [temp] = await db.query<{ name: string; content_type: string }>('SELECT name, content_type FROM temp_files WHERE id = $1', [input.temp_file_id]);
  if (!temp) throw badRequest('temp_file_id', 'no such uploaded file (upload it through the temp-files call first)');
  const check = MEDIA_TYPES[temp.content_type];
  if (!check || !temp.content_type.startsWith(`${input.kind}/`)) {
    throw badRequest('temp_file_id', `a ${input.kind} file is needed (${Object.keys(MEDIA_TYPES).filter((t) => t.startsWith(input.kind)).join(', ')}), not ${temp.content_type}`);
  }
  const bytes = await uploads.readAll(input.temp_file_id);
  if (!bytes) throw badRequest('temp_file_id', 'the uploaded file is gone (upload it again)');
  if (!check(bytes.subarray(0, Math.max(SNIFF_BYTES, 16)))) throw badRequest('temp_file_id', `content is not a valid ${temp.content_type} file`);
  const title = input[locale === 'en' ? 'title_en' : 'title_de'] || input.title_de || input.title_en;
  const name = fileSlug(title || temp.name.replace(/\.[a-z0-9]+$/i, ''), 'datei');
  const file = `files/${name}-${createHash('sha1').update(bytes).digest('hex').slice(0, 10)}.${EXTENSION[temp.content_type]}`;
  const target = path.join(getMediaRoot(), file);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  if (!fs.existsSync(target)) await fs.promises.writeFile(target, bytes);
  await db.query(
    `INSERT INTO media_files (kind, file, content_type, size, title_de, title_en, alt_de, alt_en, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (file) DO UPDATE SET title_de = excluded.title_de, title_en = excluded.title_en, alt_de = excluded.alt_de, alt_en = excluded.alt_en`,
    [input.kind, file, temp.content_type, bytes.length, input.title_de, input.title_en, input.alt_de, input.alt_en, userId],
  );
  await db.query('DELETE FROM temp_files WHERE id = $1', [input.temp_file_id]);
  await uploads.remove(input.temp_file_id);
  const en = locale === 'en';
  return {
    url: `${MEDIA_URL_PREFIX}${file}`,
    kind: input.kind,
    title: en ? input.title_en || input.title_de : input.title_de || input.title_en,
    alt: en ? input.alt_en : input.alt_de,
    content_type: temp.content_type,
    size: bytes.length,
  };
}
