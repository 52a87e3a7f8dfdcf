import { buildPath } from 'shared-contracts/routes';
import type { Event, ImageObj, ImageThumbnails, NamedRef, Price, SeatGroup } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import type { Queryable } from '../db/types';
import { berlinIso, toMs } from './berlin-time';
import { loc } from './localized-columns';
import { withAlt } from './localized-image';
import { eventTag, tagCachedAnswer } from './response-cache';
import { withLibraryTexts } from './library-texts';
import { ticketLink } from './ticket-link';

interface EventRow {
  id: number;
  slug_de: string;
  slug_en: string;
  title: string;
  subtitle: string;
  preline: string;
  description: string;
  start_ms: number;
  end_ms: number | null;
  entry_ms: number | null;
  mark: 'show' | 'teaser';
  id_jet: number | null;
  ticket_url: string | null;
  is_free: boolean;
  sales_stopped: boolean;
  image_obj: ImageObj | null;
  image_thumbnails: ImageThumbnails | null;
  room_id: number | null;
  room_name: string | null;
  venue_id: number | null;
  venue_name: string | null;
  venue_slug: string | null;
  type_slug: string | null;
  type_name: string | null;
  series_id: number | null;
  series_name: string | null;
  series_slug: string | null;
  genre_id: number | null;
  genre_name: string | null;
  production_id: number | null;
  production_name: string | null;
  production_slug: string | null;
}

const ref = (id: number | null, name: string | null, slug?: string | null): NamedRef | null =>
  id === null || name === null ? null : { id, name, ...(slug ? { slug } : {}) };

/** Seat groups with prices, timeslots and live availability (capacity − sold − unexpired holds). */
export async function loadSeatGroups(db: Queryable, locale: Locale, eventIds: number[], now: Date): Promise<Map<number, SeatGroup[]>> {
  // Every cached answer built from these rows shows availability, so a cart write on one of the events drops it.
  tagCachedAnswer(eventIds.map(eventTag));
  const byEvent = new Map<number, SeatGroup[]>();
  if (eventIds.length === 0) return byEvent;
  const held = (where: string) =>
    `COALESCE((SELECT sum(cl.quantity) FROM cart_lines cl JOIN carts c ON c.id = cl.cart_id WHERE ${where} AND c.expires_at > $2), 0)::int`;
  const [groups, slots, prices] = await Promise.all([
    db.query<{ id: number; event_id: number; code: string; text: string; capacity: number; sold: number; held: number }>(
      `SELECT sg.id, sg.event_id, sg.code, sg.${loc('text', locale)} AS text, sg.capacity, sg.sold,
              ${held('cl.seat_group_id = sg.id AND cl.timeslot_id IS NULL')} AS held
         FROM seat_groups sg WHERE sg.event_id = ANY($1::int[]) ORDER BY sg.event_id, sg.sort, sg.id`,
      [eventIds, now.toISOString()],
    ),
    db.query<{ id: number; seat_group_id: number; start_ms: number; block_id: number; capacity: number; sold: number; held: number; on_sale: boolean }>(
      `SELECT t.id, t.seat_group_id, (extract(epoch FROM t.time_start) * 1000)::float8 AS start_ms, t.block_id, t.capacity, t.sold,
              ${held('cl.timeslot_id = t.id')} AS held,
              ((t.sale_start IS NULL OR t.sale_start <= $2) AND (t.sale_end IS NULL OR t.sale_end > $2)) AS on_sale
         FROM timeslots t JOIN seat_groups sg ON sg.id = t.seat_group_id
        WHERE sg.event_id = ANY($1::int[]) ORDER BY t.time_start, t.id`,
      [eventIds, now.toISOString()],
    ),
    db.query<{ id: number; seat_group_id: number; code: string; sale_type_id: number; price: string; name: string; text: string; has_discounts: boolean }>(
      `SELECT p.id, p.seat_group_id, sg.code, p.sale_type_id, p.price::text AS price, p.${loc('name', locale)} AS name,
              p.${loc('text', locale)} AS text, p.has_discounts
         FROM prices p JOIN seat_groups sg ON sg.id = p.seat_group_id
        WHERE sg.event_id = ANY($1::int[]) ORDER BY p.sort, p.id`,
      [eventIds],
    ),
  ]);
  const groupById = new Map<number, SeatGroup>();
  for (const g of groups) {
    const group: SeatGroup = {
      id: g.id,
      seat_group: g.code,
      text: g.text,
      status: '0',
      available: Math.max(0, g.capacity - g.sold - g.held),
      prices: [],
      timeslots: [],
    };
    groupById.set(g.id, group);
    const list = byEvent.get(g.event_id) ?? [];
    list.push(group);
    byEvent.set(g.event_id, list);
  }
  for (const t of slots) {
    const group = groupById.get(t.seat_group_id);
    if (!group) continue;
    // Outside its sale window a timeslot offers nothing, whatever is left of its capacity.
    const available = t.on_sale ? Math.max(0, t.capacity - t.sold - t.held) : 0;
    group.timeslots.push({ id: t.id, time_start: berlinIso(toMs(t.start_ms) ?? 0), status: available > 0 ? '1' : '0', block_id: t.block_id, available });
  }
  for (const p of prices) {
    const group = groupById.get(p.seat_group_id);
    if (!group) continue;
    const price: Price = { id: p.id, price: p.price, sale_type_id: p.sale_type_id, seat_group: p.code, text: p.text, name: p.name, has_discounts: p.has_discounts };
    group.prices.push(price);
  }
  for (const group of groupById.values()) {
    // A group sold by timeslot has as many seats left as its slots together.
    if (group.timeslots.length > 0) group.available = group.timeslots.reduce((sum, t) => sum + t.available, 0);
    group.status = group.available > 0 ? '1' : '0';
  }
  return byEvent;
}

/** Full events (the shape the events API answers) for the given ids, in the order of `ids`. */
export async function loadEvents(db: Queryable, locale: Locale, ids: number[], now: Date): Promise<Event[]> {
  if (ids.length === 0) return [];
  const L = (c: string) => loc(c, locale);
  const [rows, tags, seatGroups] = await Promise.all([
    db.query<EventRow>(
      `SELECT e.id, e.slug_de, e.slug_en, e.${L('title')} AS title, e.${L('subtitle')} AS subtitle, e.${L('preline')} AS preline,
              e.${L('description')} AS description,
              (extract(epoch FROM e.date_start) * 1000)::float8 AS start_ms, (extract(epoch FROM e.date_end) * 1000)::float8 AS end_ms,
              (extract(epoch FROM e.entry_time) * 1000)::float8 AS entry_ms,
              e.mark, e.id_jet, e.ticket_url, e.is_free, e.sales_stopped, e.image_obj, e.image_thumbnails,
              r.id AS room_id, r.${L('name')} AS room_name, v.id AS venue_id, v.${L('name')} AS venue_name, v.${L('slug')} AS venue_slug,
              t.slug AS type_slug, t.${L('name')} AS type_name, s.id AS series_id, s.${L('name')} AS series_name, s.${L('slug')} AS series_slug,
              g.id AS genre_id, g.${L('name')} AS genre_name, p.id AS production_id, p.${L('title')} AS production_name, p.${L('slug')} AS production_slug
         FROM events e
         LEFT JOIN rooms r ON r.id = e.room_id
         LEFT JOIN venues v ON v.id = e.venue_id
         LEFT JOIN exhibition_types t ON t.id = e.exhibition_type_id
         LEFT JOIN series s ON s.id = e.series_id
         LEFT JOIN genres g ON g.id = e.genre_id
         LEFT JOIN productions p ON p.id = e.production_id
        WHERE e.id = ANY($1::int[]) AND e.is_online`,
      [ids],
    ),
    db.query<{ event_id: number; id: number; name: string }>(
      `SELECT l.event_id, t.id, t.${L('name')} AS name FROM event_tag_links l JOIN event_tags t ON t.id = l.tag_id
        WHERE l.event_id = ANY($1::int[]) ORDER BY t.sort, t.id`,
      [ids],
    ),
    loadSeatGroups(db, locale, ids, now),
  ]);
  const tagsByEvent = new Map<number, NamedRef[]>();
  for (const t of tags) tagsByEvent.set(t.event_id, [...(tagsByEvent.get(t.event_id) ?? []), { id: t.id, name: t.name }]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return withLibraryTexts(db, ids
    .map((id) => byId.get(id))
    .filter((r): r is EventRow => r !== undefined)
    .map((r) => {
      const groups = seatGroups.get(r.id) ?? [];
      const endMs = toMs(r.end_ms);
      const entryMs = toMs(r.entry_ms);
      return {
        id: r.id,
        slug: locale === 'en' ? r.slug_en : r.slug_de,
        title: r.title,
        subtitle: r.subtitle,
        preline: r.preline,
        description: r.description,
        date_start: berlinIso(toMs(r.start_ms) ?? 0),
        date_end: endMs === null ? null : berlinIso(endMs),
        entry_time: entryMs === null ? null : berlinIso(entryMs),
        event_type_new: r.type_name ?? '',
        mark: r.mark,
        id_jet: r.id_jet,
        // Events the back office made before it gave them a link still sell under their ticket number.
        ticket_url: r.ticket_url ?? (r.mark === 'show' && r.id_jet !== null ? ticketLink(r.id_jet) : null),
        is_free: r.is_free,
        is_sold_out: groups.length > 0 && groups.every((g) => g.available === 0),
        sales_stopped: r.sales_stopped,
        room: ref(r.room_id, r.room_name),
        venue: ref(r.venue_id, r.venue_name, r.venue_slug),
        exhibition_type: r.type_slug && r.type_name ? { slug: r.type_slug, name: r.type_name } : null,
        tags: tagsByEvent.get(r.id) ?? [],
        series: ref(r.series_id, r.series_name, r.series_slug),
        genre: ref(r.genre_id, r.genre_name),
        production: ref(r.production_id, r.production_name, r.production_slug),
        image_obj: withAlt(r.image_obj, r.title),
        image_thumbnails: r.image_thumbnails,
        prices: groups.flatMap((g) => g.prices),
        seat_groups: groups,
        urls: {
          de: buildPath('events-slug-id', 'de', { slug: r.slug_de, id: String(r.id) }),
          en: buildPath('events-slug-id', 'en', { slug: r.slug_en, id: String(r.id) }),
        },
      } satisfies Event;
    }), locale);
}
