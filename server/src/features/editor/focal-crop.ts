import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { MEDIA_URL_PREFIX, getMediaRoot } from '../../lib/media-root';

export interface Focal {
  x: number;
  y: number;
}

const SQUARE = 400;

/** The window of `size` in an image scaled to cover it, centred on the focal point as far as the edges allow. */
export function cropWindow(source: { width: number; height: number }, size: { width: number; height: number }, focal: Focal) {
  const scale = Math.max(size.width / source.width, size.height / source.height);
  const width = Math.max(size.width, Math.round(source.width * scale));
  const height = Math.max(size.height, Math.round(source.height * scale));
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  return {
    resize: { width, height },
    left: clamp(Math.round(focal.x * width - size.width / 2), width - size.width),
    top: clamp(Math.round(focal.y * height - size.height / 2), height - size.height),
  };
}

/**
 * The square crop of a library image around its focal point. The focal point is part of the name, so a moved point
 * gets a new address (the media route caches files for a year) and the old crop is removed.
 */
export async function squareCrop(file: string, focal: Focal): Promise<string | null> {
  const match = /^(.+)\.(jpe?g|png)$/i.exec(file);
  if (!match) return null;
  const root = getMediaRoot();
  const original = path.join(root, file);
  if (!fs.existsSync(original)) return null;
  const name = `${match[1]}-sq${Math.round(focal.x * 100)}-${Math.round(focal.y * 100)}.jpg`;
  const target = path.join(root, name);
  if (!fs.existsSync(target)) {
    const meta = await sharp(original).metadata();
    const win = cropWindow({ width: meta.width ?? SQUARE, height: meta.height ?? SQUARE }, { width: SQUARE, height: SQUARE }, focal);
    await sharp(original).resize(win.resize.width, win.resize.height).extract({ left: win.left, top: win.top, width: SQUARE, height: SQUARE }).jpeg({ quality: 72 }).toFile(target);
    await removeCrops(match[1], name);
  }
  return `${MEDIA_URL_PREFIX}${name}`;
}

/** Drops the earlier square crops of an image (all of them when `keep` is null). */
export async function removeCrops(base: string, keep: string | null): Promise<void> {
  const root = getMediaRoot();
  const prefix = `${base}-sq`;
  for (const entry of await fs.promises.readdir(root)) {
    if (entry.startsWith(prefix) && /^-sq\d+-\d+\.jpg$/.test(entry.slice(base.length)) && entry !== keep) await fs.promises.rm(path.join(root, entry), { force: true });
  }
}
