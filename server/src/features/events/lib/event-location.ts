import type { EventLocation } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import type { Queryable } from '../../../db/types';
import { loc } from '../../../lib/localized-columns';

/**
 * Where an event takes place, for its page: its own venue, else its room's (an event entered with a room only still
 * leads to the building), with the address, the map position and the accessibility note in `locale`.
 */
export async function loadEventLocation(db: Queryable, locale: Locale, eventId: number): Promise<EventLocation | null> {
  const L = (c: string) => loc(c, locale);
  const [row] = await db.query<EventLocation>(
    `SELECT v.id, v.${L('slug')} AS slug, v.${L('name')} AS name, v.street, v.zip, v.city, v.lat, v.lng, v.${L('accessibility')} AS accessibility
       FROM events e LEFT JOIN rooms r ON r.id = e.room_id JOIN venues v ON v.id = coalesce(e.venue_id, r.venue_id)
      WHERE e.id = $1`,
    [eventId],
  );
  if (!row) return null;
  return { ...row, lat: Number(row.lat), lng: Number(row.lng), accessibility: row.accessibility.trim() };
}
