import type { Contributor, DetailParts, ImageObj, ImageThumbnails, Partner } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { buildPath } from 'shared-contracts/routes';
import type { Queryable } from '../db/types';
import { loc } from './localized-columns';
import { loadArticles } from './load-articles';
import { withAlt } from './localized-image';
import { sanitizeRichText } from './rich-text';
import { withLibraryTexts } from './library-texts';

export type OwnerKind = 'event' | 'production';

/** The detail-page parts of one event or production; every part is empty when nothing is stored for it. */
export async function loadDetailParts(db: Queryable, locale: Locale, kind: OwnerKind, id: number, now: Date): Promise<DetailParts> {
  const L = (c: string) => loc(c, locale);
  const owner = [kind, id];
  const [texts, hours, images, programs, contributors, articleIds, promoters] = await Promise.all([
    db.query<{ important_info: string; video_url: string | null; video_title: string; video_image_obj: ImageObj | null }>(
      `SELECT ${L('important_info')} AS important_info, video_url, ${L('video_title')} AS video_title, video_image_obj
         FROM detail_texts WHERE owner_kind = $1 AND owner_id = $2`,
      owner,
    ),
    db.query<{ days: string; time_from: string | null; time_to: string | null; closed: boolean }>(
      `SELECT ${L('days')} AS days, time_from::text AS time_from, time_to::text AS time_to, closed
         FROM detail_opening_hours WHERE owner_kind = $1 AND owner_id = $2 ORDER BY sort, id`,
      owner,
    ),
    db.query<{ caption: string; image_obj: ImageObj; image_thumbnails: ImageThumbnails | null }>(
      `SELECT ${L('caption')} AS caption, image_obj, image_thumbnails FROM detail_images WHERE owner_kind = $1 AND owner_id = $2 ORDER BY sort, id`,
      owner,
    ),
    db.query<{ time_label: string; title: string; text: string }>(
      `SELECT time_label, ${L('title')} AS title, ${L('text')} AS text FROM detail_programs WHERE owner_kind = $1 AND owner_id = $2 ORDER BY sort, id`,
      owner,
    ),
    db.query<{ name: string; role: string; person_id: number | null; person_slug: string | null }>(
      `SELECT c.name, c.${L('role')} AS role, p.id AS person_id, p.slug AS person_slug
         FROM detail_contributors c LEFT JOIN persons p ON p.id = c.person_id
        WHERE c.owner_kind = $1 AND c.owner_id = $2 ORDER BY c.sort, c.id`,
      owner,
    ),
    db.query<{ article_id: number }>('SELECT article_id FROM detail_articles WHERE owner_kind = $1 AND owner_id = $2 ORDER BY sort, article_id', owner),
    loadPartners(db, kind, id, 'promoter'),
  ]);
  const text = texts[0];
  return {
    important_info: sanitizeRichText(text?.important_info ?? ''),
    opening_hours: hours,
    images: await withLibraryTexts(db, images.map((image) => ({ ...image, image_obj: withAlt(image.image_obj, image.caption) })), locale),
    programs,
    video: text?.video_url ? { url: text.video_url, title: text.video_title, image_obj: withAlt(text.video_image_obj, text.video_title) } : null,
    contributors: contributors.map(
      (c): Contributor => ({
        name: c.name,
        role: c.role,
        urls:
          c.person_id !== null && c.person_slug
            ? {
                de: buildPath('team-slug-id', 'de', { slug: c.person_slug, id: String(c.person_id) }),
                en: buildPath('team-slug-id', 'en', { slug: c.person_slug, id: String(c.person_id) }),
              }
            : null,
      }),
    ),
    // Related articles are the visitors' ones only: the detail is one answer for everyone.
    articles: await loadArticles(db, locale, articleIds.map((a) => a.article_id), { now }),
    promoters,
  };
}

/** Sponsor or promoter logos of one owner, in their order. */
export function loadPartners(db: Queryable, kind: OwnerKind, id: number, partner: 'sponsor' | 'promoter'): Promise<Partner[]> {
  return db.query<Partner>(
    'SELECT name, logo_url, link FROM detail_partners WHERE owner_kind = $1 AND owner_id = $2 AND kind = $3 ORDER BY sort, id',
    [kind, id, partner],
  );
}

/** Child events of an event (e.g. the single dates of a festival day), as ids in their order. */
export async function loadChildEventIds(db: Queryable, parentId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT child_event_id AS id FROM event_children WHERE parent_event_id = $1 ORDER BY sort, child_event_id', [parentId]);
  return rows.map((r) => r.id);
}
