import { z } from 'shared-contracts/zod';
import type { Locale } from 'shared-contracts/locales';

/**
 * The back office's media library: every uploaded image, video and audio file with its texts per language, the
 * image's focal point, and the places that use it. Images and files live in two tables, so an item is named by its
 * kind and id together.
 */
export const MEDIA_KINDS = ['image', 'video', 'audio'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_LIBRARY_SEGMENT: Record<Locale, string> = { de: 'medien', en: 'media' };

export interface MediaLibraryItem {
  kind: MediaKind;
  id: number;
  url: string;
  /** A square crop around the focal point for images; the file itself for video and audio. */
  thumbnail: string | null;
  title: string;
  alt_de: string;
  alt_en: string;
  caption_de: string;
  caption_en: string;
  /** 0..1 from the left and from the top; null for video and audio. */
  focal: { x: number; y: number } | null;
  width: number | null;
  height: number | null;
  size: number;
  updated_at: string;
}

/** One place an item is shown: a page (its modules or its published version) or an entry of a kind. */
export interface MediaUsage {
  type: 'page' | 'article' | 'person' | 'event' | 'production' | 'series' | 'venue' | 'teaser';
  id: number;
  title: string;
}

export interface MediaLibraryDetail extends MediaLibraryItem {
  used_in: MediaUsage[];
}

export const mediaLibraryListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  kind: z.enum(MEDIA_KINDS, { error: 'kind: image, video or audio' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

const text = (max: number) => z.string().trim().max(max);
const share = z.number({ error: 'a number from 0 to 1' }).min(0, 'at least 0').max(1, 'at most 1');

/** What staff change after an upload; every field optional, so one field can be saved alone. */
export const mediaLibraryPatchSchema = z
  .object({
    title: text(200),
    alt_de: text(500),
    alt_en: text(500),
    caption_de: text(1000),
    caption_en: text(1000),
    focal: z.object({ x: share, y: share }).strict(),
  })
  .partial()
  .strict();
export type MediaLibraryPatch = z.infer<typeof mediaLibraryPatchSchema>;

export const mediaReplaceSchema = z.object({ temp_file_id: z.string().uuid('the id the temp-files call answered') });

/** Media of one kind as the dashboard's asset overview counts it. */
export interface AssetOverviewRow {
  kind: MediaKind;
  count: number;
  total_size: number;
  used: number;
  unused: number;
}

/** One recorded write for the dashboard's versions: a page version or a back-office entry's history row. */
export interface VersionRow {
  source: 'page' | 'entry';
  kind: string;
  entity_id: number;
  title: string;
  action: string;
  changed_by: string | null;
  changed_at: string;
}

export const mediaLibraryApi = {
  list: (l: Locale, params = '') => `/${l}/api/media-library/${params ? `?${params}` : ''}`,
  item: (l: Locale, kind: MediaKind, id: number) => `/${l}/api/media-library/${kind}/${id}/`,
  replace: (l: Locale, id: number) => `/${l}/api/media-library/image/${id}/replace/`,
  assetOverview: (l: Locale) => `/${l}/api/dashboard-asset-overview/`,
  versions: (l: Locale, limit = 15) => `/${l}/api/dashboard-versions/?limit=${limit}`,
};
