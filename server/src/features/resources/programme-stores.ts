import type { z } from 'zod';
import type {
  eventSchema,
  eventTagSchema,
  exhibitionTypeSchema,
  genreSchema,
  productionSchema,
  roomSchema,
  seasonSchema,
  seriesSchema,
  venueSchema,
} from 'shared-contracts/back-office/programme';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../http/errors';
import { slugify } from '../../lib/slugify';
import { ticketLink } from '../../lib/ticket-link';
import type { SearchKind } from '../../lib/search-index';
import { visibleToVisitors } from './after-write';
import { eventTitles } from './planner-titles';
import { checkDetailSections, detailSectionSelects, removeDetailSections, writeDetailSections } from './detail-sections-store';
import type { ResourceStore } from './resource-store';
import { tableStore } from './table-store';

type Event = z.infer<typeof eventSchema>;
type Production = z.infer<typeof productionSchema>;
type Series = z.infer<typeof seriesSchema>;
type Venue = z.infer<typeof venueSchema>;
type Room = z.infer<typeof roomSchema>;
type Named = z.infer<typeof genreSchema>;

const iso = (column: string) => `to_char(t.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const day = (column: string) => `to_char(t.${column}, 'YYYY-MM-DD')`;

/** 400 naming the field when a chosen entry of another kind does not exist (instead of the database's refusal). */
async function mustExist(tx: Queryable, table: string, id: number | null, field: string): Promise<void> {
  if (id === null) return;
  const [row] = await tx.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
  if (!row) throw badRequest(field, 'names an entry that does not exist');
}

/** Slugs left empty are made from the name in the same language. */
function withSlugs<T extends { slug_de: string; slug_en: string }>(data: T, de: string, en: string, fallback: string): T {
  return { ...data, slug_de: data.slug_de || slugify(de) || fallback, slug_en: data.slug_en || slugify(en) || slugify(de) || fallback };
}

// Names that only label other entries: the lists and filters visitors see change, the search index does not.
const labels = visibleToVisitors({ search: null });
// Entries with a page of their own are searchable: the index follows at once.
const searchable = (kind: SearchKind) => visibleToVisitors({ search: kind });

export const genreStore: ResourceStore<Named> = {
  ...tableStore<Named>({ table: 'genres', columns: ['name_de', 'name_en', 'sort'], search: ['name_de', 'name_en'] }),
  afterWrite: labels,
};

export const seasonStore: ResourceStore<z.infer<typeof seasonSchema>> = {
  ...tableStore<z.infer<typeof seasonSchema>>({ table: 'seasons', columns: ['name_de', 'name_en', 'sort'], search: ['name_de', 'name_en'] }),
  afterWrite: labels,
};

export const eventTagStore: ResourceStore<z.infer<typeof eventTagSchema>> = {
  ...tableStore<z.infer<typeof eventTagSchema>>({ table: 'event_tags', columns: ['name_de', 'name_en', 'show_in_filter', 'sort'], search: ['name_de', 'name_en'] }),
  afterWrite: labels,
};

type ExhibitionType = z.infer<typeof exhibitionTypeSchema>;
export const exhibitionTypeStore: ResourceStore<ExhibitionType> = {
  ...tableStore<ExhibitionType>({ table: 'exhibition_types', columns: ['name_de', 'name_en', 'slug', 'sort'], search: ['name_de', 'name_en', 'slug'] }),
  check: async (_tx, data) => ({ ...data, slug: data.slug || slugify(data.name_de) || 'art' }),
  afterWrite: labels,
};

export const seriesStore: ResourceStore<Series> = {
  ...tableStore<Series>({
    table: 'series',
    columns: ['name_de', 'name_en', 'slug_de', 'slug_en', 'description_de', 'description_en', 'show_in_filter', 'sort'],
    search: ['name_de', 'name_en'],
  }),
  check: async (_tx, data) => withSlugs(data, data.name_de, data.name_en, 'reihe'),
  afterWrite: searchable('series'),
};

export const venueStore: ResourceStore<Venue> = {
  ...tableStore<Venue>({
    table: 'venues',
    columns: ['name_de', 'name_en', 'slug_de', 'slug_en', 'street', 'zip', 'city', 'lat', 'lng', 'description_de', 'description_en', 'accessibility_de', 'accessibility_en'],
    search: ['name_de', 'name_en', 'city', 'street'],
  }),
  check: async (_tx, data) => withSlugs(data, data.name_de, data.name_en, 'spielstaette'),
  afterWrite: searchable('venue'),
};

export const roomStore: ResourceStore<Room> = {
  ...tableStore<Room>({ table: 'rooms', columns: ['venue_id', 'name_de', 'name_en', 'sort'], search: ['name_de', 'name_en'] }),
  async check(tx, data) {
    await mustExist(tx, 'venues', data.venue_id, 'venue_id');
    return data;
  },
  afterWrite: labels,
};

const productionTable = tableStore<Production>({
  table: 'productions',
  columns: ['title_de', 'title_en', 'slug_de', 'slug_en', 'subtitle_de', 'subtitle_en', 'description_de', 'description_en', 'season_id', 'exhibition_type_id', 'date_from', 'date_to'],
  selectAs: { date_from: day('date_from'), date_to: day('date_to') },
  search: ['title_de', 'title_en', 'subtitle_de'],
  computed: detailSectionSelects('production', false),
});

export const productionStore: ResourceStore<Production> = {
  ...productionTable,
  async insert(tx, data, id) {
    const created = await productionTable.insert(tx, data, id);
    await writeDetailSections(tx, 'production', created.id, data);
    return created;
  },
  async update(tx, id, data) {
    await productionTable.update(tx, id, data);
    await writeDetailSections(tx, 'production', id, data);
  },
  async remove(tx, id) {
    await removeDetailSections(tx, 'production', id);
    await productionTable.remove(tx, id);
  },
  async check(tx, data) {
    await mustExist(tx, 'seasons', data.season_id, 'season_id');
    await mustExist(tx, 'exhibition_types', data.exhibition_type_id, 'exhibition_type_id');
    if (data.date_from && data.date_to && data.date_to < data.date_from) throw badRequest('date_to', 'must not be before the first day');
    return checkDetailSections(withSlugs(data, data.title_de, data.title_en, 'produktion'));
  },
  afterWrite: searchable('production'),
};

/**
 * An event: its chosen entries must exist, a room belongs to the event's venue (an event with a room and no venue
 * takes the room's), it ends after it starts and lets people in before it starts.
 */
export async function checkEvent(tx: Queryable, data: Event): Promise<Event> {
  await mustExist(tx, 'venues', data.venue_id, 'venue_id');
  await mustExist(tx, 'series', data.series_id, 'series_id');
  await mustExist(tx, 'productions', data.production_id, 'production_id');
  await mustExist(tx, 'genres', data.genre_id, 'genre_id');
  await mustExist(tx, 'exhibition_types', data.exhibition_type_id, 'exhibition_type_id');
  let venueId = data.venue_id;
  if (data.room_id !== null) {
    const [room] = await tx.query<{ venue_id: number }>('SELECT venue_id FROM rooms WHERE id = $1', [data.room_id]);
    if (!room) throw badRequest('room_id', 'names an entry that does not exist');
    if (venueId !== null && room.venue_id !== venueId) throw badRequest('room_id', 'is not a room of the chosen venue');
    venueId = room.venue_id;
  }
  const tagIds = [...new Set(data.tag_ids)];
  if (tagIds.length) {
    const [{ n }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM event_tags WHERE id = ANY($1::int[])', [tagIds]);
    if (n !== tagIds.length) throw badRequest('tag_ids', 'names a tag that does not exist');
  }
  const start = Date.parse(data.date_start);
  if (data.date_end && Date.parse(data.date_end) <= start) throw badRequest('date_end', 'must be after the start');
  if (data.entry_time && Date.parse(data.entry_time) > start) throw badRequest('entry_time', 'must not be after the start');
  return checkDetailSections(withSlugs({ ...data, venue_id: venueId, tag_ids: tagIds }, data.title_de, data.title_en, 'veranstaltung'));
}

/** The detail page's own texts of an event live beside it (shared with productions), read here as its fields. */
const importantInfo = (lang: 'de' | 'en') =>
  `coalesce((SELECT d.important_info_${lang} FROM detail_texts d WHERE d.owner_kind = 'event' AND d.owner_id = t.id), '')`;

async function writeDetailTexts(tx: Queryable, id: number, data: Event): Promise<void> {
  await tx.query(
    `INSERT INTO detail_texts (owner_kind, owner_id, important_info_de, important_info_en) VALUES ('event', $1, $2, $3)
     ON CONFLICT (owner_kind, owner_id) DO UPDATE SET important_info_de = excluded.important_info_de, important_info_en = excluded.important_info_en`,
    [id, data.important_info_de ?? '', data.important_info_en ?? ''],
  );
}

const eventTable = tableStore<Event>({
  table: 'events',
  columns: [
    'title_de', 'title_en', 'slug_de', 'slug_en', 'preline_de', 'preline_en', 'subtitle_de', 'subtitle_en', 'description_de', 'description_en',
    'date_start', 'date_end', 'entry_time', 'venue_id', 'room_id', 'series_id', 'production_id', 'genre_id', 'exhibition_type_id', 'is_free', 'is_online',
  ],
  selectAs: { date_start: iso('date_start'), date_end: iso('date_end'), entry_time: iso('entry_time') },
  search: ['title_de', 'title_en', 'subtitle_de'],
  links: [{ field: 'tag_ids', table: 'event_tag_links', own: 'event_id', other: 'tag_id' }],
  image: 'image',
  computed: { important_info_de: importantInfo('de'), important_info_en: importantInfo('en'), ...detailSectionSelects('event', true) },
});

/**
 * Every event the back office creates (in the form, as a copy or restored) gets a ticket number of its own: the shop's
 * carts name events by it, so without one a new event could never be sold. Numbers are drawn one at a time, so two
 * staff creating at once never draw the same one. An event without seat groups still offers no booking. Its ticket
 * link is the shop's address for that number, as the seeded events have it (structured data and the widget's way to
 * the shop read it).
 */
async function nextTicketNumber(tx: Queryable): Promise<number> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('events.id_jet'))`);
  const [{ next }] = await tx.query<{ next: number }>('SELECT coalesce(max(id_jet), 0) + 1 AS next FROM events');
  return next;
}

export const eventStore: ResourceStore<Event> = {
  ...eventTable,
  titles: eventTitles,
  async insert(tx, data, id) {
    const created = await eventTable.insert(tx, data, id);
    const ticketNumber = await nextTicketNumber(tx);
    await tx.query('UPDATE events SET id_jet = $2, ticket_url = $3 WHERE id = $1', [created.id, ticketNumber, ticketLink(ticketNumber)]);
    await writeDetailTexts(tx, created.id, data);
    await writeDetailSections(tx, 'event', created.id, data);
    return created;
  },
  async update(tx, id, data) {
    await eventTable.update(tx, id, data);
    await writeDetailTexts(tx, id, data);
    await writeDetailSections(tx, 'event', id, data);
  },
  async remove(tx, id) {
    await removeDetailSections(tx, 'event', id);
    await eventTable.remove(tx, id);
  },
  check: (tx, data) => checkEvent(tx, data),
  // The list, calendar, detail page, search and structured data all read the events table: caches go, the index follows.
  afterWrite: searchable('event'),
};
