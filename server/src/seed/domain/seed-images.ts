import type { Queryable } from '../../db/types';
import { generateImage } from '../images';
import { type BiText, addToDemoLibrary } from '../library-rows';

export interface SeedImage {
  image_obj: string;
  image_thumbnails: string;
}

/**
 * A generated demo image as the two JSON column values; one image per key (reused across rows). It joins the media
 * library with `alt` as its alt text in both languages.
 */
export async function seedImage(db: Queryable, key: string, alt: BiText, width = 1200, height = 800, label = alt.de): Promise<SeedImage> {
  // The label is part of the drawn file's name; kept apart from the alt text so richer texts need no new files.
  const image = await generateImage({ seed: `domain-${key}`, label, width, height });
  await addToDemoLibrary(db, image.image_obj, alt);
  return { image_obj: JSON.stringify(image.image_obj), image_thumbnails: JSON.stringify(image.image_thumbnails) };
}
