import type { NamedRef, Venue } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { buildPath } from 'shared-contracts/routes';
import type { Queryable } from '../../../db/types';
import { loc } from '../../../lib/localized-columns';
import { withAlt } from '../../../lib/localized-image';
import { withLibraryTexts } from '../../../lib/library-texts';

/** Venues (all, or the one with `id`) with their rooms. */
export async function loadVenues(db: Queryable, locale: Locale, id?: number): Promise<Venue[]> {
  const L = (c: string) => loc(c, locale);
  const filter = id === undefined ? '' : 'WHERE v.id = $1';
  const params = id === undefined ? [] : [id];
  const [rows, rooms] = await Promise.all([
    db.query<Omit<Venue, 'rooms' | 'urls' | 'slug'> & { slug_de: string; slug_en: string }>(
      `SELECT v.id, v.slug_de, v.slug_en, v.${L('name')} AS name, v.${L('description')} AS description, v.street, v.zip, v.city,
              v.lat, v.lng, v.${L('accessibility')} AS accessibility, v.image_obj FROM venues v ${filter} ORDER BY v.id`,
      params,
    ),
    db.query<NamedRef & { venue_id: number }>(`SELECT r.venue_id, r.id, r.${L('name')} AS name FROM rooms r JOIN venues v ON v.id = r.venue_id ${filter} ORDER BY r.sort, r.id`, params),
  ]);
  return withLibraryTexts(db, rows.map(({ slug_de, slug_en, ...v }) => ({
    ...v,
    lat: Number(v.lat),
    lng: Number(v.lng),
    image_obj: withAlt(v.image_obj, v.name),
    slug: locale === 'en' ? slug_en : slug_de,
    rooms: rooms.filter((r) => r.venue_id === v.id).map((r) => ({ id: r.id, name: r.name })),
    urls: {
      de: buildPath('venues-slug-id', 'de', { slug: slug_de, id: String(v.id) }),
      en: buildPath('venues-slug-id', 'en', { slug: slug_en, id: String(v.id) }),
    },
  })), locale);
}
