import type { Locale } from 'shared-contracts/locales';
import type { TicketWhere } from 'shared-contracts/orders';
import type { Queryable } from '../db/types';
import { berlinIso } from './berlin-time';
import { loc } from './localized-columns';
import { plainText } from './plain-text';

/**
 * Where and when each event takes place, read from the programme as it is now (not as sold), so a venue change
 * reaches tickets already bought: venue (the event's, else its room's), address, room, entry and end time, and the
 * important information in `locale`.
 */
export async function loadWhereabouts(db: Queryable, eventIds: number[], locale: Locale): Promise<Map<number, TicketWhere>> {
  const ids = [...new Set(eventIds)];
  if (ids.length === 0) return new Map();
  const L = (c: string) => loc(c, locale);
  const rows = await db.query<{ id: number; venue: string | null; street: string | null; zip: string | null; city: string | null; room: string | null; entry_time: Date | string | null; date_end: Date | string | null; important_info: string | null }>(
    `SELECT e.id, v.${L('name')} AS venue, v.street, v.zip, v.city, r.${L('name')} AS room, e.entry_time, e.date_end, dt.${L('important_info')} AS important_info
       FROM events e LEFT JOIN rooms r ON r.id = e.room_id LEFT JOIN venues v ON v.id = coalesce(e.venue_id, r.venue_id)
       LEFT JOIN detail_texts dt ON dt.owner_kind = 'event' AND dt.owner_id = e.id
      WHERE e.id = ANY($1::int[])`,
    [ids],
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        venue: r.venue,
        address: r.street ? `${r.street}, ${[r.zip, r.city].filter(Boolean).join(' ')}` : null,
        room: r.room,
        entry_time: r.entry_time === null ? null : berlinIso(new Date(r.entry_time)),
        date_end: r.date_end === null ? null : berlinIso(new Date(r.date_end)),
        important_info: plainText(r.important_info ?? ''),
      },
    ]),
  );
}

export const NOWHERE: TicketWhere = { venue: null, address: null, room: null, entry_time: null, date_end: null, important_info: '' };
