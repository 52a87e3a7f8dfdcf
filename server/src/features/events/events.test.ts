import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { z } from 'zod';
import {
  calendarResponseSchema,
  eventDetailSchema,
  eventSchema,
  exhibitionTypeSchema,
  filterOptionSchema,
  paginated,
  productionDetailSchema,
  productionSchema,
  seriesDetailSchema,
  seriesSchema,
  teaserSchema,
} from 'shared-contracts/entities';
import { type TestApp, testApp } from '../../testing/test-app';

// A Wednesday, noon in Berlin: "today" for the relative demo dates.
const NOW = new Date('2026-05-06T10:00:00Z');
let t: TestApp;
const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, body: res.json() };
};

before(async () => {
  t = await testApp({ now: NOW });
});
after(() => t.close());

describe('GET /api/events/', () => {
  it('answers a page of 10 upcoming events, sorted by start, with paging links', async () => {
    const { status, body } = await get('/de/api/events/?page=1');
    assert.equal(status, 200);
    const page = paginated(eventSchema).strict().parse(body);
    assert.equal(page.results.length, 10);
    assert.ok(page.count >= 60, `count ${page.count}`);
    assert.equal(page.previous, null);
    assert.equal(page.next, '/de/api/events/?page=2');
    const starts = page.results.map((e) => Date.parse(e.date_start));
    assert.deepEqual([...starts].sort((a, b) => a - b), starts);
    assert.ok(starts[0] >= Date.parse('2026-05-05T22:00:00Z'), 'nothing before today (Berlin)');
    assert.match(page.results[0].date_start, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+02:00$/);
  });

  it('answers in the language of the path, and unprefixed by lang or Accept-Language', async () => {
    const de = await get('/de/api/events/?page_size=1');
    const en = await get('/en/api/events/?page_size=1');
    const byHeader = await get('/api/events/?page_size=1', { 'accept-language': 'en-GB,en;q=0.9' });
    const byLang = await get('/api/events/?page_size=1&lang=en');
    assert.equal(de.body.results[0].id, en.body.results[0].id);
    assert.notEqual(de.body.results[0].title, en.body.results[0].title);
    assert.equal(byHeader.body.results[0].title, en.body.results[0].title);
    assert.equal(byLang.body.results[0].title, en.body.results[0].title);
    assert.match(en.body.results[0].urls.en, /^\/en\/events\/[a-z0-9-]+\/\d+$/);
    assert.match(en.body.results[0].urls.de, /^\/de\/veranstaltungen\/[a-z0-9-]+\/\d+$/);
  });

  it('filters by room, type (slug), tag, series and genre', async () => {
    const rooms = (await get('/de/api/rooms/')).body as Array<{ id: number }>;
    for (const [key, value, check] of [
      ['room', rooms[0].id, (e: z.infer<typeof eventSchema>) => e.room?.id === rooms[0].id],
      ['type', 'concert', (e: z.infer<typeof eventSchema>) => e.exhibition_type?.slug === 'concert'],
      ['tag', 1, (e: z.infer<typeof eventSchema>) => e.tags.some((tag) => tag.id === 1)],
      ['series', 2, (e: z.infer<typeof eventSchema>) => e.series?.id === 2],
      ['genre', 2, (e: z.infer<typeof eventSchema>) => e.genre?.id === 2],
    ] as const) {
      const { status, body } = await get(`/de/api/events/?${key}=${value}&page_size=100`);
      assert.equal(status, 200, key);
      assert.ok(body.results.length > 0, `${key} finds events`);
      assert.ok(body.results.every(check), `${key} filter holds`);
    }
    const none = await get('/de/api/events/?room=99999');
    assert.deepEqual(none.body, { count: 0, next: null, previous: null, results: [] });
  });

  it('starts at the given date (DD-MM-YYYY) and pages with page_size', async () => {
    const { body } = await get('/de/api/events/?date=01-06-2026&page_size=5&page=2');
    assert.equal(body.results.length, 5);
    assert.ok(body.results.every((e: { date_start: string }) => e.date_start >= '2026-06-01'));
    assert.equal(body.previous, '/de/api/events/?date=01-06-2026&page_size=5&page=1');
    const past = await get('/de/api/events/?date=01-04-2026&page_size=100');
    assert.ok(past.body.results.some((e: { date_start: string }) => e.date_start < '2026-05-06'), 'past events exist');
  });

  it('carries the demo variety: free, sold out, timeslots, teaser marks, discounts', async () => {
    const { body } = await get('/de/api/events/?page_size=100&date=01-01-2026');
    const events = body.results as Array<z.infer<typeof eventSchema>>;
    assert.ok(events.some((e) => e.is_free && e.prices.every((p) => p.price === '0.00')));
    assert.ok(events.some((e) => e.is_sold_out && e.seat_groups.every((g) => g.status === '0' && g.available === 0)));
    assert.ok(events.some((e) => e.seat_groups.some((g) => g.timeslots.length > 1)));
    assert.ok(events.some((e) => e.mark === 'teaser' && e.id_jet === null));
    assert.ok(events.some((e) => e.prices.some((p) => p.name === 'Vollpreis') && e.prices.some((p) => p.name === 'Ermäßigt')));
    const withSlots = events.find((e) => e.seat_groups.some((g) => g.timeslots.length > 1))!;
    const group = withSlots.seat_groups[0];
    assert.equal(group.available, group.timeslots.reduce((n, s) => n + s.available, 0));
  });

  it('has at least 60 events in the next 90 days, plus past ones, over 4 rooms (the park stage rests in the winter run), 4 types, 7 tags, 4 series, 5 genres', async () => {
    const [counts] = await t.db.query<{ upcoming: number; past: number; rooms: number; types: number; tags: number; series: number; genres: number }>(
      `SELECT count(*) FILTER (WHERE date_start >= $1 AND date_start < $2)::int AS upcoming, count(*) FILTER (WHERE date_start < $1)::int AS past,
              count(DISTINCT room_id)::int AS rooms, count(DISTINCT exhibition_type_id)::int AS types, count(DISTINCT series_id)::int AS series,
              count(DISTINCT genre_id)::int AS genres, (SELECT count(DISTINCT tag_id)::int FROM event_tag_links) AS tags FROM events`,
      [NOW.toISOString(), new Date(NOW.getTime() + 90 * 86_400_000).toISOString()],
    );
    assert.ok(counts.upcoming >= 60, `upcoming ${counts.upcoming}`);
    assert.ok(counts.past > 0);
    assert.deepEqual([counts.rooms, counts.types, counts.tags, counts.series, counts.genres], [4, 4, 7, 4, 5]);
  });

  it('rejects malformed input with 400 naming the field', async () => {
    for (const [query, field] of [
      ['date=2026-05-06', 'date'],
      ['date=31-02-2026', 'date'],
      ['room=abc', 'room'],
      ['tag=1.5', 'tag'],
      ['type=Not A Slug', 'type'],
      ['page=0', 'page'],
      ['page=x', 'page'],
      ['page_size=101', 'page_size'],
      ['series=1&series=2', 'series'],
    ]) {
      const { status, body } = await get(`/de/api/events/?${query}`);
      assert.equal(status, 400, query);
      assert.equal(body.field, field, query);
      assert.match(body.message, new RegExp(`^${field}:`));
    }
  });

  it('treats empty filter values as no filter', async () => {
    const { status, body } = await get('/de/api/events/?room=&type=&tag=&series=&genre=&date=');
    assert.equal(status, 200);
    assert.equal(body.results.length, 10);
  });
});

describe('GET /api/events/{id}/', () => {
  it('answers one event; unknown id 404, non-numeric 400', async () => {
    const first = (await get('/en/api/events/?page_size=1')).body.results[0];
    const { status, body } = await get(`/en/api/events/${first.id}/`);
    assert.equal(status, 200);
    const detail = eventDetailSchema.strict().parse(body);
    const { children, important_info, opening_hours, images, programs, video, contributors, articles, sponsors, promoters, location, ...plain } = detail;
    assert.equal(location?.id, first.venue.id);
    assert.ok([children, opening_hours, images, programs, contributors, articles, sponsors, promoters].every(Array.isArray));
    assert.equal(typeof important_info, 'string');
    assert.ok(video === null || typeof video.url === 'string');
    assert.deepEqual(plain, first);
    assert.equal((await get('/de/api/events/999999/')).status, 404);
    assert.equal((await get('/de/api/events/abc/')).status, 400);
  });

  it('serves its rich text sanitized, whatever an import left in the row: the remotes insert it as it comes', async () => {
    const first = (await get('/de/api/events/?page_size=1')).body.results[0];
    const hostile = '<p>Treffpunkt <strong>Kreuzgang</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">Link</a>';
    await t.db.query('UPDATE events SET description_de = $1 WHERE id = $2', [hostile, first.id]);
    await t.db.query(
      `INSERT INTO detail_texts (owner_kind, owner_id, important_info_de, important_info_en) VALUES ('event', $1, $2, $2)
       ON CONFLICT (owner_kind, owner_id) DO UPDATE SET important_info_de = $2`,
      [first.id, hostile],
    );
    const { body } = await get(`/de/api/events/${first.id}/`);
    for (const html of [body.description, body.important_info] as string[]) {
      assert.match(html, /<p>Treffpunkt <strong>Kreuzgang<\/strong><\/p>/);
      assert.doesNotMatch(html, /onerror|<script|javascript:|<img/);
    }
  });
});

describe('teasers and calendar', () => {
  it('lists teasers by position, optionally from a date on', async () => {
    const all = await get('/de/api/teasers/');
    const teasers = z.array(teaserSchema.strict()).parse(all.body);
    assert.ok(teasers.length >= 5);
    assert.deepEqual(teasers.map((x) => x.position), [...teasers.map((x) => x.position)].sort());
    const later = z.array(teaserSchema).parse((await get('/de/api/teasers/?date=2026-05-20')).body);
    assert.ok(later.length > 0 && later.length < teasers.length);
    assert.ok(later.every((x) => x.position >= '2026-05-20'));
    assert.equal((await get('/de/api/teasers/?date=2026-13-01')).status, 400);
  });

  it('answers the days of the month that have events under the filters', async () => {
    const { status, body } = await get('/de/api/calendar/?date=15-05-2026');
    assert.equal(status, 200);
    const days = calendarResponseSchema.parse(body);
    assert.ok(days.length >= 10);
    assert.ok(days.every((d) => d.startsWith('2026-05-')));
    const concerts = calendarResponseSchema.parse((await get('/de/api/calendar/?date=15-05-2026&type=concert')).body);
    assert.ok(concerts.length > 0 && concerts.length < days.length);
    const events = (await get('/de/api/events/?type=concert&date=01-05-2026&page_size=100')).body.results as Array<{ date_start: string }>;
    const expected = [...new Set(events.map((e) => e.date_start.slice(0, 10)).filter((d) => d.startsWith('2026-05-')))];
    assert.deepEqual(concerts, expected);
    assert.equal((await get('/de/api/calendar/?date=xx')).status, 400);
  });
});

describe('option lists', () => {
  it('answers rooms, exhibition types, tags, series, genres, seasons and production tags', async () => {
    assert.equal(z.array(filterOptionSchema.strict()).parse((await get('/de/api/rooms/')).body).length, 5);
    assert.equal(z.array(exhibitionTypeSchema.strict()).parse((await get('/de/api/exhibition-types/')).body).length, 4);
    const tags = z.array(filterOptionSchema.strict()).parse((await get('/de/api/event-tags/')).body);
    assert.equal(tags.length, 7);
    assert.ok(tags.some((x) => x.show_in_filter === false));
    assert.equal(z.array(seriesSchema.strict()).parse((await get('/de/api/series/')).body).length, 4);
    assert.equal(z.array(filterOptionSchema.strict()).parse((await get('/de/api/genres/')).body).length, 5);
    assert.equal(z.array(filterOptionSchema.strict()).parse((await get('/api/seasons/?lang=en')).body)[0].name, 'Opening season');
    assert.equal(z.array(filterOptionSchema.strict()).parse((await get('/api/production-tags/')).body).length, 4);
  });
});

describe('productions, series, venues, team', () => {
  it('lists productions with filters and paging; detail carries its events', async () => {
    const all = paginated(productionSchema.strict()).parse((await get('/de/api/productions/')).body);
    assert.equal(all.count, 10);
    const s2 = paginated(productionSchema).parse((await get('/de/api/productions/?season=2')).body);
    assert.ok(s2.count > 0 && s2.results.every((p) => p.season.id === 2));
    const concerts = paginated(productionSchema).parse((await get('/de/api/productions/?exhibition_type=concert')).body);
    assert.ok(concerts.results.every((p) => p.exhibition_type?.slug === 'concert'));
    const tagged = paginated(productionSchema).parse((await get('/de/api/productions/?tag=2')).body);
    assert.ok(tagged.count > 0 && tagged.results.every((p) => p.tags.some((x) => x.id === 2)));
    const running = paginated(productionSchema).parse((await get('/de/api/productions/?date=2026-12-01')).body);
    assert.ok(running.count < 10 && running.results.every((p) => p.date_to === null || p.date_to >= '2026-12-01'));
    const paged = paginated(productionSchema).parse((await get('/de/api/productions/?page=2&page_size=4')).body);
    assert.equal(paged.results.length, 4);
    const detail = productionDetailSchema.strict().parse((await get(`/en/api/productions/${all.results[0].id}/`)).body);
    assert.ok(detail.events.length > 0);
    assert.equal((await get('/de/api/productions/424242/')).status, 404);
    assert.equal((await get('/de/api/productions/?season=x')).status, 400);
  });

  it('answers a series with its events', async () => {
    const detail = seriesDetailSchema.strict().parse((await get('/de/api/series/1/')).body);
    assert.ok(detail.events.length > 0 && detail.events.every((e) => e.series?.id === 1));
    assert.equal((await get('/de/api/series/77/')).status, 404);
  });

  it('answers venues with rooms, a venue with its events', async () => {
    const venues = (await get('/de/api/venues/')).body;
    assert.equal(venues.length, 4);
    const { body } = await get(`/en/api/venues/${venues[0].id}/`);
    assert.ok(body.rooms.length >= 1 && body.events.length > 0);
    assert.match(body.urls.en, /^\/en\/venues\//);
    assert.equal((await get('/de/api/venues/99/')).status, 404);
  });

  it('answers the team of 12, by category, and one person', async () => {
    const all = (await get('/de/api/persons/')).body;
    assert.equal(all.length, 12);
    const categories = (await get('/de/api/person-categories/')).body;
    assert.equal(categories.length, 4);
    const curators = (await get(`/de/api/persons/?category=${categories[1].id}`)).body;
    assert.ok(curators.length > 0 && curators.every((p: { category: { id: number } }) => p.category.id === categories[1].id));
    const one = (await get(`/en/api/persons/${all[0].id}/`)).body;
    assert.equal(one.first_name, all[0].first_name);
    assert.equal((await get('/de/api/persons/999/')).status, 404);
    assert.equal((await get('/de/api/persons/?category=a')).status, 400);
  });
});

describe('document head resolvers', () => {
  it('gives detail documents their entity title and 404s unknown ids', async () => {
    const event = (await get('/de/api/events/?page_size=1')).body.results[0];
    const article = (await get('/en/api/articles/1/')).body;
    const person = (await get('/de/api/persons/1/')).body;
    for (const [url, title] of [
      [event.urls.de, event.title],
      [article.urls.en, article.title],
      [person.urls.de, `${person.first_name} ${person.last_name}`],
      ['/de/produktionen/x/1', null],
      ['/en/venues/x/1', null],
      ['/de/series/1', null],
      ['/de/forms/kontakt/1', 'Kontakt'],
      ['/en/mediathek-en/categories/x/1', null],
      ['/de/mediathek-de/tags/x/1', null],
    ] as Array<[string, string | null]>) {
      const res = await t.app.inject({ url });
      assert.equal(res.statusCode, 200, url);
      if (title) assert.ok(res.body.includes(title.replace(/&/g, '&amp;').replace(/'/g, '&#39;')) || res.body.includes(title), `${url} has ${title}`);
    }
    for (const url of ['/de/veranstaltungen/nichts/999999', '/de/team/x/999', '/en/productions/x/abc', '/de/mediathek-de/tags/x/77']) {
      assert.equal((await t.app.inject({ url })).statusCode, 404, url);
    }
  });
});

describe('seeding', () => {
  it('is idempotent: a second run adds nothing', async () => {
    const { seedDemoContent } = await import('../../seed/seed');
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    assert.equal(await seedDemoContent(t.db, t.clock), false);
    assert.deepEqual(await t.db.query('SELECT count(*)::int AS n FROM events'), before);
  });
});
