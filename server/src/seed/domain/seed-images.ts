import { generateImage } from '../images';

export interface SeedImage {
  image_obj: string;
  image_thumbnails: string;
}

/** A generated demo image as the two JSON column values; one image per key (reused across rows). */
export async function seedImage(key: string, label: string, width = 1200, height = 800): Promise<SeedImage> {
  const image = await generateImage({ seed: `domain-${key}`, label, width, height });
  return { image_obj: JSON.stringify(image.image_obj), image_thumbnails: JSON.stringify(image.image_thumbnails) };
}
