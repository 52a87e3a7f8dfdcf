import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageObj, ImageThumbnails } from 'shared-contracts/entities';
import { MEDIA_URL_PREFIX, getMediaRoot } from './media-root';

const THUMB_WIDTHS = { small: 320, medium: 768, large: 1280 } as const;
/** Names the media route serves; anything else (a path with folders, `..`) is not one of our files. */
const MEDIA_NAME = /^([a-z0-9][a-z0-9._-]*)\.(jpg|jpeg|png)$/i;

/**
 * The renditions of a library image: `<name>.jpg|png` with `<name>.webp`, `<name>.avif` and small/medium/large jpg
 * thumbnails beside it. Missing renditions are made now, so an image placed by url renders like a picked one.
 * Null for urls outside the media library (they render as the plain url).
 */
export async function renditionsOf(url: string): Promise<{ image_obj: Omit<ImageObj, 'alt'>; image_thumbnails: ImageThumbnails } | null> {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  const match = MEDIA_NAME.exec(url.slice(MEDIA_URL_PREFIX.length));
  if (!match) return null;
  const root = getMediaRoot();
  const original = path.join(root, match[0]);
  if (!fs.existsSync(original)) return null;
  const name = match[1];
  const files = { webp: `${name}.webp`, avif: `${name}.avif`, small: `${name}-small.jpg`, medium: `${name}-medium.jpg`, large: `${name}-large.jpg` };
  const meta = await sharp(original).metadata();
  const width = meta.width ?? 0;
  const make: Record<keyof typeof files, () => ReturnType<typeof sharp>> = {
    webp: () => sharp(original).webp({ quality: 70 }),
    avif: () => sharp(original).avif({ quality: 45, effort: 0 }),
    small: () => sharp(original).resize({ width: Math.min(THUMB_WIDTHS.small, width || THUMB_WIDTHS.small) }).jpeg({ quality: 70 }),
    medium: () => sharp(original).resize({ width: Math.min(THUMB_WIDTHS.medium, width || THUMB_WIDTHS.medium) }).jpeg({ quality: 70 }),
    large: () => sharp(original).resize({ width: Math.min(THUMB_WIDTHS.large, width || THUMB_WIDTHS.large) }).jpeg({ quality: 70 }),
  };
  for (const [key, file] of Object.entries(files) as Array<[keyof typeof files, string]>) {
    const target = path.join(root, file);
    if (!fs.existsSync(target)) await make[key]().toFile(target);
  }
  const at = (file: string) => `${MEDIA_URL_PREFIX}${file}`;
  return {
    image_obj: {
      id: parseInt(createHash('sha1').update(match[0]).digest('hex').slice(0, 7), 16),
      url,
      webp: at(files.webp),
      avif: at(files.avif),
      width,
      height: meta.height ?? 0,
      copyright: null,
    },
    image_thumbnails: { small: at(files.small), medium: at(files.medium), large: at(files.large) },
  };
}
