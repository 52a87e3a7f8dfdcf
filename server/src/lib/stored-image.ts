import type { ImageObj, ImageThumbnails } from 'shared-contracts/entities';
import type { Queryable } from '../db/types';
import { badRequest } from '../http/errors';
import { renditionsOf } from './image-renditions';
import { MEDIA_URL_PREFIX } from './media-root';

export interface StoredImage {
  image_obj: ImageObj | null;
  image_thumbnails: ImageThumbnails | null;
}

/**
 * What an entity stores for the image url a form sent: the same url as before keeps its stored object (seeded images
 * carry their own alt text and copyright); '' clears it; any other url must be a file of the media library, whose
 * renditions and German alt text make the new object. The client never sends the object itself.
 */
export async function storedImage(db: Queryable, field: string, url: string, previous: StoredImage | null): Promise<StoredImage> {
  if (!url) return { image_obj: null, image_thumbnails: null };
  if (previous?.image_obj?.url === url) return previous;
  const derived = await renditionsOf(url);
  if (!derived) throw badRequest(field, 'must be an image of the media library');
  const [row] = await db.query<{ alt: string }>('SELECT alt_de AS alt FROM media_images WHERE file = $1', [url.slice(MEDIA_URL_PREFIX.length)]);
  return { image_obj: { ...derived.image_obj, alt: row?.alt ?? '' }, image_thumbnails: derived.image_thumbnails };
}
