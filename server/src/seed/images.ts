import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageObj, ImageThumbnails } from 'shared-contracts/entities';
import { drawArt } from './images-art';
import { getMediaRoot, setMediaFolder } from '../lib/media-root';

/**
 * Demo images, drawn locally with sharp (no network): an art-directed study (images-art.ts), as jpg + webp + avif and
 * small/medium/large jpg thumbnails under `<mediaRoot>/`, served at `/media/…`.
 * Generation is cached by seed (same seed → same file names, files reused when present), so seeding twice is cheap.
 */

export interface GenerateImageOptions {
  /** Stable identity of the image (e.g. `event-12`); decides file names and the drawing (images-art.ts picks the study from it). */
  seed: string;
  /** The image's alt text (the picture itself holds no text). */
  label: string;
  width: number;
  height: number;
  /** Varies the drawing of a seed (another study of the same subject). */
  hue?: number;
  /** A ready SVG (a partner's wordmark): kept as the crisp `url`, rasters with transparency for webp and avif. */
  svg?: string;
}
export interface GeneratedImage {
  image_obj: ImageObj;
  image_thumbnails: ImageThumbnails;
}

export const MEDIA_URL_PREFIX = '/media/';
const THUMB_WIDTHS = { small: 320, medium: 768, large: 1280 } as const;

/** main.ts points this at DATA_DIR/media; tests keep the default, a folder under the OS temp dir. */
export function setMediaRoot(dir: string): void {
  setMediaFolder(dir);
  inFlight.clear();
}
export { getMediaRoot };

const inFlight = new Map<string, Promise<GeneratedImage>>();

/**
 * Machine-wide copy of every drawn file. Files are named by a digest of what they show, so a fresh data folder
 * (a new install, each end-to-end server) links them instead of encoding ~150 images again (AVIF encoding dominates).
 */
const SHARED_CACHE = path.join(os.tmpdir(), 'landesausstellung-media-cache');

async function fromSharedCache(root: string, files: string[]): Promise<boolean> {
  if (root === SHARED_CACHE || !files.every((f) => fs.existsSync(path.join(SHARED_CACHE, f)))) return false;
  for (const file of files) {
    const target = path.join(root, file);
    if (!fs.existsSync(target)) await fs.promises.copyFile(path.join(SHARED_CACHE, file), target);
  }
  return true;
}

export function generateImage(opts: GenerateImageOptions): Promise<GeneratedImage> {
  const key = `${opts.seed}|${opts.width}x${opts.height}|${opts.hue ?? ''}|${opts.label}|${opts.svg ?? ''}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = render(opts);
    // A failed render must not poison the cache for later callers.
    pending.catch(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

function hashOf(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

/**
 * The digest covers the drawing itself (and the encoder settings' version): a changed study gets new file names, an
 * unchanged one keeps its cached files.
 */
function baseName(opts: GenerateImageOptions, svg: Buffer): string {
  const slug = opts.seed.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'image';
  const digest = createHash('sha1').update(`enc1|${opts.label}|`).update(svg).digest('hex').slice(0, 10);
  return `${slug}-${digest}`;
}

/** The seed's study (images-art.ts); no text: pages set their own headlines over and beside images. */
function svgFor(opts: GenerateImageOptions): Buffer {
  if (opts.svg) return Buffer.from(opts.svg);
  const hash = parseInt(hashOf(opts.seed).slice(0, 8), 16);
  return Buffer.from(drawArt(opts.seed, opts.width, opts.height, opts.hue === undefined ? hash : hash ^ opts.hue));
}

async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.promises.writeFile(tmp, data);
  await fs.promises.rename(tmp, file);
}

async function render(opts: GenerateImageOptions): Promise<GeneratedImage> {
  if (!(opts.width > 0 && opts.height > 0 && opts.width <= 4000 && opts.height <= 4000)) {
    throw new Error(`generateImage(${opts.seed}): width and height must be 1-4000`);
  }
  const root = getMediaRoot();
  await fs.promises.mkdir(root, { recursive: true });
  const svg = svgFor(opts);
  const name = baseName(opts, svg);
  const url = (file: string) => `${MEDIA_URL_PREFIX}${file}`;
  const logo = Boolean(opts.svg);
  const thumb = logo ? 'png' : 'jpg';
  const files = {
    jpg: logo ? `${name}.svg` : `${name}.jpg`,
    webp: `${name}.webp`,
    avif: `${name}.avif`,
    small: `${name}-small.${thumb}`,
    medium: `${name}-medium.${thumb}`,
    large: `${name}-large.${thumb}`,
  };
  const missing = Object.values(files).some((f) => !fs.existsSync(path.join(root, f)));
  if (missing && !(await fromSharedCache(root, Object.values(files)))) {
    const base = await sharp(svg).png().toBuffer();
    const outputs: Array<[string, Promise<Buffer>]> = [
      [files.jpg, logo ? Promise.resolve(svg) : sharp(base).jpeg({ quality: 74, mozjpeg: true }).toBuffer()],
      [files.webp, sharp(base).webp({ quality: 74 }).toBuffer()],
      [files.avif, sharp(base).avif({ quality: 50, effort: 0 }).toBuffer()],
      ...(Object.entries(THUMB_WIDTHS) as Array<[keyof typeof THUMB_WIDTHS, number]>).map(([size, w]) => {
        const resized = sharp(base).resize({ width: Math.min(w, opts.width) });
        return [files[size], (logo ? resized.png() : resized.jpeg({ quality: 72, mozjpeg: true })).toBuffer()] as [string, Promise<Buffer>];
      }),
    ];
    await fs.promises.mkdir(SHARED_CACHE, { recursive: true });
    for (const [file, data] of outputs) {
      const bytes = await data;
      await writeAtomic(path.join(root, file), bytes);
      if (root !== SHARED_CACHE) await writeAtomic(path.join(SHARED_CACHE, file), bytes);
    }
  }
  return {
    image_obj: {
      id: parseInt(hashOf(opts.seed).slice(0, 7), 16),
      url: url(files.jpg),
      webp: url(files.webp),
      avif: url(files.avif),
      alt: opts.label,
      width: opts.width,
      height: opts.height,
      copyright: logo ? null : 'Landesausstellung 2026 (Demo)',
    },
    image_thumbnails: { small: url(files.small), medium: url(files.medium), large: url(files.large) },
  };
}
