import type { ImageObj } from 'shared-contracts/entities';
import type { Queryable } from '../db/types';
import { MEDIA_URL_PREFIX } from '../lib/media-root';

/** An alt text or caption in both languages. */
export interface BiText {
  de: string;
  en: string;
}

/**
 * Makes a drawn demo image an entry of the media library, so the demo site's pictures can be found, described and
 * focused there like uploads. Partner wordmarks (SVG) stay out: the library's crops and replacements are for raster
 * pictures. A file that is already an entry (two places drawing the same picture) keeps the first texts.
 */
export async function addToDemoLibrary(db: Queryable, image: ImageObj, alt: BiText, caption: BiText = { de: '', en: '' }): Promise<void> {
  const file = image.url.slice(MEDIA_URL_PREFIX.length);
  if (!image.url.startsWith(MEDIA_URL_PREFIX) || !/\.(jpe?g|png)$/i.test(file)) return;
  await db.query(
    `INSERT INTO media_images (file, title, alt_de, alt_en, caption_de, caption_en, width, height)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (file) DO NOTHING`,
    [file, alt.de, alt.de, alt.en, caption.de, caption.en, image.width, image.height],
  );
}
