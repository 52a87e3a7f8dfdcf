import type { Queryable } from '../db/types';
import { MEDIA_URL_PREFIX } from './media-root';
import { mediaTag, tagCachedAnswer } from './response-cache';

interface LibraryTexts {
  id: number;
  file: string;
  alt: string;
  caption: string;
}

type Holder = Record<string, unknown> & { image_obj: Record<string, unknown> & { url: string } };

const isHolder = (value: Record<string, unknown>): value is Holder => {
  const image = value.image_obj;
  return Boolean(image && typeof image === 'object' && typeof (image as { url?: unknown }).url === 'string');
};

function collect(value: unknown, files: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) collect(item, files);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (isHolder(record) && record.image_obj.url.startsWith(MEDIA_URL_PREFIX)) files.add(record.image_obj.url.slice(MEDIA_URL_PREFIX.length));
    for (const child of Object.values(record)) collect(child, files);
  }
}

/** The alt text a placement shows: its own (typed where it is placed) first, then the library's, then what it stored. */
export function placementAlt(own: unknown, library: LibraryTexts | undefined, stored: unknown): string {
  if (typeof own === 'string' && own.trim()) return own.trim();
  if (library?.alt) return library.alt;
  return typeof stored === 'string' ? stored : '';
}

function resolve(value: unknown, byFile: Map<string, LibraryTexts>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(item, byFile));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) out[key] = resolve(child, byFile);
  if (!isHolder(out)) return out;
  const image = out.image_obj;
  const library = image.url.startsWith(MEDIA_URL_PREFIX) ? byFile.get(image.url.slice(MEDIA_URL_PREFIX.length)) : undefined;
  if (!library && typeof out.image_alt !== 'string') return out;
  // The library's caption rides along on the image; a placement's own caption field (beside it) still wins in the view.
  out.image_obj = { ...image, alt: placementAlt(out.image_alt, library, image.alt), ...(library?.caption ? { caption: library.caption } : {}) };
  return out;
}

/**
 * Fills every placed image of an answer (any object holding an `image_obj`) with the media library's current alt text
 * and caption in `locale`, unless the placement has its own alt (`image_alt` beside the image). Reading at answer
 * time, not copying at placement time, is what lets one edit in the library reach every page at once; the answer is
 * tagged with each library image it shows, so that edit drops exactly these cached answers.
 */
export async function withLibraryTexts<T>(db: Queryable, value: T, locale: string): Promise<T> {
  const files = new Set<string>();
  collect(value, files);
  if (!files.size) return value;
  const lang = locale === 'en' ? 'en' : 'de';
  const rows = await db.query<LibraryTexts>(`SELECT id, file, alt_${lang} AS alt, caption_${lang} AS caption FROM media_images WHERE file = ANY($1::text[])`, [[...files]]);
  tagCachedAnswer(rows.map((row) => mediaTag(row.id)));
  return resolve(value, new Map(rows.map((row) => [row.file, row]))) as T;
}
