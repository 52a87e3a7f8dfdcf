import type { Clock } from '../../context';
import type { Queryable } from '../../db/types';
import { addDays, berlinDay, berlinInstant, berlinIsoWeekday } from '../../lib/berlin-time';
import { planEvents, SALE_TYPES } from './event-plan';
import { EVENT_TAGS, EXHIBITION_TYPES, GENRES, PRODUCTION_TAGS, PRODUCTIONS, SEASONS, SERIES, VENUES } from './programme-data';
import { seedImage } from './seed-images';
import { slugify } from '../../lib/slugify';
import { ticketLink } from '../../lib/ticket-link';

type Ids = Map<string, number>;

async function insertId(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ id: number }>(`${sql} RETURNING id`, params);
  return row.id;
}

/** Venues, rooms, option lists, productions and events with seat groups, prices and timeslots; dates relative to today. */
export async function seedProgramme(db: Queryable, clock: Clock): Promise<void> {
  const today = berlinDay(clock.now());
  const rooms: Ids = new Map();
  const venueOfRoom: Ids = new Map();
  for (const v of VENUES) {
    const img = await seedImage(db, `venue-${v.key}`, v.name);
    const venueId = await insertId(
      db,
      `INSERT INTO venues (slug_de, slug_en, name_de, name_en, description_de, description_en, street, zip, city, lat, lng, image_obj, image_thumbnails,
                           accessibility_de, accessibility_en)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        ...[v.slug.de, v.slug.en, v.name.de, v.name.en, v.description.de, v.description.en, v.street, v.zip, v.city, v.lat, v.lng, img.image_obj, img.image_thumbnails],
        ...('accessibility' in v ? [v.accessibility.de, v.accessibility.en] : ['', '']),
      ],
    );
    for (const [i, r] of v.rooms.entries()) {
      const roomId = await insertId(db, 'INSERT INTO rooms (venue_id, name_de, name_en, sort) VALUES ($1, $2, $3, $4)', [venueId, r.name.de, r.name.en, rooms.size + i]);
      rooms.set(r.key, roomId);
      venueOfRoom.set(r.key, venueId);
    }
  }
  const types: Ids = new Map();
  for (const [i, t] of EXHIBITION_TYPES.entries()) {
    types.set(t.slug, await insertId(db, 'INSERT INTO exhibition_types (slug, name_de, name_en, sort) VALUES ($1, $2, $3, $4)', [t.slug, t.name.de, t.name.en, i]));
  }
  const tags: Ids = new Map();
  for (const [i, t] of EVENT_TAGS.entries()) {
    tags.set(t.key, await insertId(db, 'INSERT INTO event_tags (name_de, name_en, show_in_filter, sort) VALUES ($1, $2, $3, $4)', [t.name.de, t.name.en, t.show, i]));
  }
  const series: Ids = new Map();
  for (const [i, s] of SERIES.entries()) {
    const img = await seedImage(db, `series-${s.key}`, s.name);
    series.set(
      s.key,
      await insertId(
        db,
        `INSERT INTO series (slug_de, slug_en, name_de, name_en, description_de, description_en, show_in_filter, image_obj, image_thumbnails, sort)
         VALUES ($1, $2, $3, $4, $5, $6, true, $7, $8, $9)`,
        [s.slug.de, s.slug.en, s.name.de, s.name.en, s.description.de, s.description.en, img.image_obj, img.image_thumbnails, i],
      ),
    );
  }
  const genres: Ids = new Map();
  for (const [i, g] of GENRES.entries()) genres.set(g.key, await insertId(db, 'INSERT INTO genres (name_de, name_en, sort) VALUES ($1, $2, $3)', [g.name.de, g.name.en, i]));
  const seasons: Ids = new Map();
  for (const [i, s] of SEASONS.entries()) seasons.set(s.key, await insertId(db, 'INSERT INTO seasons (name_de, name_en, sort) VALUES ($1, $2, $3)', [s.name.de, s.name.en, i]));
  const productionTags: Ids = new Map();
  for (const [i, t] of PRODUCTION_TAGS.entries()) {
    productionTags.set(t.key, await insertId(db, 'INSERT INTO production_tags (name_de, name_en, sort) VALUES ($1, $2, $3)', [t.name.de, t.name.en, i]));
  }
  const productions: Ids = new Map();
  for (const p of PRODUCTIONS) {
    const img = await seedImage(db, `production-${p.key}`, p.title);
    const id = await insertId(
      db,
      `INSERT INTO productions (slug_de, slug_en, title_de, title_en, subtitle_de, subtitle_en, description_de, description_en, season_id,
         exhibition_type_id, date_from, date_to, ticket_url, image_obj, image_thumbnails)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        slugify(p.title.de),
        slugify(p.title.en),
        p.title.de,
        p.title.en,
        p.subtitle.de,
        p.subtitle.en,
        p.description.de,
        p.description.en,
        seasons.get(p.season),
        types.get(p.type),
        addDays(today, p.from),
        addDays(today, p.to),
        `/webshop/production/${p.key}`,
        img.image_obj,
        img.image_thumbnails,
      ],
    );
    productions.set(p.key, id);
    for (const t of p.tags) await db.query('INSERT INTO production_tag_links (production_id, tag_id) VALUES ($1, $2)', [id, productionTags.get(t)]);
  }

  const plan = planEvents(berlinIsoWeekday(clock.now()));
  for (const [index, e] of plan.entries()) {
    const day = addDays(today, e.day);
    const start = berlinInstant(day, e.time);
    const end = new Date(start.getTime() + e.minutes * 60_000);
    const idJet = e.mark === 'show' ? 70_000 + index : null;
    const img = await seedImage(db, `event-${e.image}`, e.title);
    const eventId = await insertId(
      db,
      `INSERT INTO events (slug_de, slug_en, title_de, title_en, subtitle_de, subtitle_en, preline_de, preline_en, description_de, description_en,
         date_start, date_end, mark, id_jet, ticket_url, is_free, exhibition_type_id, room_id, venue_id, series_id, genre_id, production_id,
         image_obj, image_thumbnails)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)`,
      [
        slugify(e.title.de),
        slugify(e.title.en),
        e.title.de,
        e.title.en,
        e.subtitle.de,
        e.subtitle.en,
        e.preline.de,
        e.preline.en,
        e.description.de,
        e.description.en,
        start.toISOString(),
        end.toISOString(),
        e.mark,
        idJet,
        idJet === null ? null : ticketLink(idJet),
        e.free,
        types.get(e.type),
        rooms.get(e.room),
        venueOfRoom.get(e.room),
        e.series ? series.get(e.series) : null,
        genres.get(e.genre),
        e.production ? productions.get(e.production) : null,
        img.image_obj,
        img.image_thumbnails,
      ],
    );
    for (const t of e.tags) await db.query('INSERT INTO event_tag_links (event_id, tag_id) VALUES ($1, $2)', [eventId, tags.get(t)]);
    for (const [g, group] of e.seatGroups.entries()) {
      const groupId = await insertId(
        db,
        'INSERT INTO seat_groups (event_id, code, text_de, text_en, capacity, sold, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [eventId, group.code, group.text.de, group.text.en, group.capacity, group.sold, g],
      );
      for (const [p, price] of group.prices.entries()) {
        const saleType = SALE_TYPES[price.saleType];
        await db.query(
          `INSERT INTO prices (seat_group_id, sale_type_id, price, name_de, name_en, text_de, text_en, has_discounts, sort)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [groupId, price.saleType, price.price, saleType.name.de, saleType.name.en, saleType.text.de, saleType.text.en, saleType.discount, p],
        );
      }
      for (const [s, slot] of (group.slots ?? []).entries()) {
        await db.query('INSERT INTO timeslots (seat_group_id, time_start, block_id, capacity, sold) VALUES ($1, $2, $3, $4, $5)', [
          groupId,
          berlinInstant(day, slot).toISOString(),
          idJet! * 10 + s + 1,
          12,
          group.slotSold?.[s] ?? 0,
        ]);
      }
    }
  }
  // A second-season production runs from its first event to its last, so its page, the calendar and the exhibition's
  // run agree.
  await db.query(
    `UPDATE productions p SET date_from = r.first_day, date_to = r.last_day
       FROM (SELECT production_id, min((date_start AT TIME ZONE 'Europe/Berlin')::date) AS first_day, max((date_end AT TIME ZONE 'Europe/Berlin')::date) AS last_day
               FROM events WHERE production_id IS NOT NULL GROUP BY production_id) r
      WHERE r.production_id = p.id AND p.season_id = $1`,
    [seasons.get('s2')],
  );
}
