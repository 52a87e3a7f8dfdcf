import type { ImageObj, ImageThumbnails } from 'shared-contracts/entities';

/**
 * Readers over a module's loosely typed `data` (validated per kind on the server). A missing or mistyped
 * field reads as empty, so one malformed module renders less instead of crashing the page.
 */
export type Data = Record<string, unknown>;

export const str = (d: Data, key: string): string => (typeof d[key] === 'string' ? (d[key] as string) : '');
export const bool = (d: Data, key: string): boolean => d[key] === true;
export const num = (d: Data, key: string): number | null => (typeof d[key] === 'number' ? (d[key] as number) : null);

/** The venue a venue module shows: its id as a number, or as the text the editor stored. */
export const venueId = (d: Data): number | null => num(d, 'venue') ?? (Number.parseInt(str(d, 'venue'), 10) || null);

function isImageObj(value: unknown): value is ImageObj {
  return typeof value === 'object' && value !== null && typeof (value as ImageObj).url === 'string';
}

/**
 * The image of a module: `image_obj` (filled by the image picker), or a bare url in `image` as a plain jpg.
 * Other keys (e.g. a logo's) follow the same rule.
 */
export function img(d: Data, key = 'image'): ImageObj | null {
  if (key === 'image' && isImageObj(d.image_obj)) return d.image_obj;
  const value = d[key];
  if (isImageObj(value)) return value;
  if (typeof value === 'string' && /^(\/|https?:\/\/)/.test(value)) {
    return { id: 0, url: value, webp: '', avif: '', alt: '', width: 0, height: 0 };
  }
  return null;
}

export function thumbs(d: Data): ImageThumbnails | null {
  const t = d.image_thumbnails as ImageThumbnails | undefined;
  return t && typeof t.large === 'string' ? t : null;
}

/** A link field is a plain string or an object with `url`. */
export function href(d: Data, key = 'link'): string {
  const value = d[key];
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { url?: unknown }).url === 'string') return (value as { url: string }).url;
  return '';
}

/** Whether a dated item is online at `now` (online_from/online_to, either may be empty). */
export function isOnline(d: Data, now: Date): boolean {
  const from = str(d, 'online_from');
  const to = str(d, 'online_to');
  if (from && new Date(from).getTime() > now.getTime()) return false;
  if (to && new Date(to).getTime() < now.getTime()) return false;
  return true;
}
