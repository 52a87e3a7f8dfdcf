import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageObj, ImageThumbnails } from 'shared-contracts/entities';
import { getMediaRoot, setMediaFolder } from '../lib/media-root';

/**
 * Demo images, drawn locally with sharp (no network): an abstract colour composition, as jpg + webp + avif and
 * small/medium/large jpg thumbnails under `<mediaRoot>/`, served at `/media/…`.
 * Generation is cached by seed (same seed → same file names, files reused when present), so seeding twice is cheap.
 */

export interface GenerateImageOptions {
  /** Stable identity of the image (e.g. `event-12`); decides file names and, unless `hue` is given, the colour. */
  seed: string;
  /** The image's alt text (the picture itself holds no text). */
  label: string;
  width: number;
  height: number;
  /** 0-359; derived from the seed when left out. */
  hue?: number;
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
  const key = `${opts.seed}|${opts.width}x${opts.height}|${opts.hue ?? ''}|${opts.label}`;
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

function baseName(opts: GenerateImageOptions): string {
  const slug = opts.seed.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'image';
  // `v3`: drawing version; bump it when the drawing changes so cached files are not reused.
  const digest = hashOf(`v3|${opts.seed}|${opts.label}|${opts.width}|${opts.height}|${opts.hue ?? ''}`).slice(0, 10);
  return `${slug}-${digest}`;
}

/**
 * An abstract composition (gradient, two discs, a horizon line) in the seed's colours. No text: pages set their own
 * headlines over and beside images, and words inside a picture would collide with them and stay in one language.
 */
function svgFor(opts: GenerateImageOptions): Buffer {
  const { width: w, height: h } = opts;
  const hue = opts.hue ?? parseInt(hashOf(opts.seed).slice(0, 4), 16) % 360;
  const jitter = parseInt(hashOf(opts.seed).slice(4, 8), 16) / 0xffff;
  const r = Math.round(Math.min(w, h) * (0.18 + jitter * 0.1));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},55%,42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,22%)"/>
</linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${Math.round(w * (0.62 + jitter * 0.2))}" cy="${Math.round(h * 0.32)}" r="${r}" fill="hsl(${(hue + 180) % 360},70%,70%)" fill-opacity="0.35"/>
<circle cx="${Math.round(w * (0.2 + jitter * 0.15))}" cy="${Math.round(h * 0.7)}" r="${Math.round(r * 0.55)}" fill="hsl(${(hue + 30) % 360},80%,80%)" fill-opacity="0.18"/>
<rect y="${Math.round(h * (0.74 + jitter * 0.08))}" width="${w}" height="${Math.max(2, Math.round(h * 0.006))}" fill="#fff" fill-opacity="0.25"/>
</svg>`;
  return Buffer.from(svg);
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
  const name = baseName(opts);
  const url = (file: string) => `${MEDIA_URL_PREFIX}${file}`;
  const files = {
    jpg: `${name}.jpg`,
    webp: `${name}.webp`,
    avif: `${name}.avif`,
    small: `${name}-small.jpg`,
    medium: `${name}-medium.jpg`,
    large: `${name}-large.jpg`,
  };
  const missing = Object.values(files).some((f) => !fs.existsSync(path.join(root, f)));
  if (missing && !(await fromSharedCache(root, Object.values(files)))) {
    const base = await sharp(svgFor(opts)).png().toBuffer();
    const outputs: Array<[string, Promise<Buffer>]> = [
      [files.jpg, sharp(base).jpeg({ quality: 72, mozjpeg: true }).toBuffer()],
      [files.webp, sharp(base).webp({ quality: 70 }).toBuffer()],
      [files.avif, sharp(base).avif({ quality: 45, effort: 0 }).toBuffer()],
      ...(Object.entries(THUMB_WIDTHS) as Array<[keyof typeof THUMB_WIDTHS, number]>).map(
        ([size, w]) => [files[size], sharp(base).resize({ width: Math.min(w, opts.width) }).jpeg({ quality: 70 }).toBuffer()] as [string, Promise<Buffer>],
      ),
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
      copyright: 'Landesausstellung 2026 (Demo)',
    },
    image_thumbnails: { small: url(files.small), medium: url(files.medium), large: url(files.large) },
  };
}
