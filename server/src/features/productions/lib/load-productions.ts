import type { ImageObj, ImageThumbnails, NamedRef, Production } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { buildPath } from 'shared-contracts/routes';
import type { Queryable } from '../../../db/types';
import { loc } from '../../../lib/localized-columns';
import { withAlt } from '../../../lib/localized-image';
import { withLibraryTexts } from '../../../lib/library-texts';

interface ProductionRow {
  id: number;
  slug_de: string;
  slug_en: string;
  title: string;
  subtitle: string;
  description: string;
  season_id: number;
  season_name: string;
  type_slug: string | null;
  type_name: string | null;
  date_from: string | null;
  date_to: string | null;
  ticket_url: string | null;
  image_obj: ImageObj | null;
  image_thumbnails: ImageThumbnails | null;
}

/** Productions for the given ids, in that order. */
export async function loadProductions(db: Queryable, locale: Locale, ids: number[]): Promise<Production[]> {
  if (ids.length === 0) return [];
  const L = (c: string) => loc(c, locale);
  const [rows, tags] = await Promise.all([
    db.query<ProductionRow>(
      `SELECT p.id, p.slug_de, p.slug_en, p.${L('title')} AS title, p.${L('subtitle')} AS subtitle, p.${L('description')} AS description,
              s.id AS season_id, s.${L('name')} AS season_name, t.slug AS type_slug, t.${L('name')} AS type_name,
              to_char(p.date_from, 'YYYY-MM-DD') AS date_from, to_char(p.date_to, 'YYYY-MM-DD') AS date_to,
              p.ticket_url, p.image_obj, p.image_thumbnails
         FROM productions p JOIN seasons s ON s.id = p.season_id LEFT JOIN exhibition_types t ON t.id = p.exhibition_type_id
        WHERE p.id = ANY($1::int[])`,
      [ids],
    ),
    db.query<{ production_id: number; id: number; name: string }>(
      `SELECT l.production_id, t.id, t.${L('name')} AS name FROM production_tag_links l JOIN production_tags t ON t.id = l.tag_id
        WHERE l.production_id = ANY($1::int[]) ORDER BY t.sort, t.id`,
      [ids],
    ),
  ]);
  const tagsOf = new Map<number, NamedRef[]>();
  for (const t of tags) tagsOf.set(t.production_id, [...(tagsOf.get(t.production_id) ?? []), { id: t.id, name: t.name }]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return withLibraryTexts(db, ids
    .map((id) => byId.get(id))
    .filter((r): r is ProductionRow => r !== undefined)
    .map((r) => ({
      id: r.id,
      slug: locale === 'en' ? r.slug_en : r.slug_de,
      title: r.title,
      subtitle: r.subtitle,
      description: r.description,
      season: { id: r.season_id, name: r.season_name },
      exhibition_type: r.type_slug && r.type_name ? { slug: r.type_slug, name: r.type_name } : null,
      tags: tagsOf.get(r.id) ?? [],
      date_from: r.date_from,
      date_to: r.date_to,
      image_obj: withAlt(r.image_obj, r.title),
      image_thumbnails: r.image_thumbnails,
      ticket_url: r.ticket_url,
      urls: {
        de: buildPath('productions-slug-id', 'de', { slug: r.slug_de, id: String(r.id) }),
        en: buildPath('productions-slug-id', 'en', { slug: r.slug_en, id: String(r.id) }),
      },
    })), locale);
}
