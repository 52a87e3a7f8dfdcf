import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventDetailSchema } from 'shared-contracts/entities';
import { type TestApp, testApp } from '../../testing/test-app';

/**
 * The demo programme agrees with itself: one exhibition run holds every production, each production has dated
 * events inside its range, special days have their own hours and today's programme, the winter run has no open-air
 * evenings, and partners carry the names of the home page's logo list. Seeded on a late-November day, as the run
 * from October to April looks then.
 */
const NOW = new Date('2026-11-27T10:00:00Z');
let t: TestApp;
before(async () => {
  t = await testApp({ now: NOW });
});
after(() => t.close());

const berlinDay = "(date_start AT TIME ZONE 'Europe/Berlin')::date";

describe('the demo programme', () => {
  it('marks the discounts as "Ermäßigung" and never the full price, so the widget lists them under "show discounts"', async () => {
    const rows = await t.db.query<{ name_de: string; has_discounts: boolean }>('SELECT DISTINCT name_de, has_discounts FROM prices ORDER BY name_de');
    const marked = Object.fromEntries(rows.map((r) => [r.name_de, r.has_discounts]));
    assert.equal(marked.Vollpreis, false);
    assert.equal(rows.filter((r) => r.name_de === 'Vollpreis').length, 1, 'no Vollpreis is marked');
    for (const name of ['Ermäßigt', 'Kinder', 'Familienkarte']) if (name in marked) assert.equal(marked[name], true, name);
  });

  it('runs from October to April, and every production has dated events inside its range and inside the run', async () => {
    const [run] = await t.db.query<{ date_from: string; date_to: string }>("SELECT date_from::text, date_to::text FROM productions WHERE slug_de LIKE 'flussland%'");
    assert.match(run.date_from, /^2026-10-/);
    assert.match(run.date_to, /^2027-04-/);
    const rows = await t.db.query<{ title_de: string; date_from: string; date_to: string; events: number; first: string | null; last: string | null }>(
      `SELECT p.title_de, p.date_from::text, p.date_to::text, count(e.id)::int AS events,
              min((e.date_start AT TIME ZONE 'Europe/Berlin')::date)::text AS first, max((e.date_end AT TIME ZONE 'Europe/Berlin')::date)::text AS last
         FROM productions p LEFT JOIN events e ON e.production_id = p.id GROUP BY p.id ORDER BY p.id`,
    );
    assert.equal(rows.length, 10);
    for (const p of rows) {
      assert.ok(p.events > 0, `${p.title_de} has dated events`);
      assert.ok(p.date_to <= run.date_to && p.date_from >= run.date_from, `${p.title_de} (${p.date_from}–${p.date_to}) lies in the run`);
      assert.ok(p.first! >= p.date_from && p.last! <= p.date_to, `${p.title_de}: events ${p.first}–${p.last} within ${p.date_from}–${p.date_to}`);
    }
  });

  it('holds no open-air evening or picnic in its winter run', async () => {
    const [hits] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM events WHERE description_de ~* 'picknick|open.air|unter sternen' OR title_de ~* 'unter sternen|jazz am ufer'",
    );
    assert.equal(hits.n, 0);
    const [park] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM events e JOIN rooms r ON r.id = e.room_id WHERE r.name_de = 'Parkbühne'");
    assert.equal(park.n, 0);
  });

  it('gives each special day its own text and hours, and as its programme only the events of that day', async () => {
    const specials = await t.db.query<{ id: number; title_de: string; description_de: string; day: string }>(
      `SELECT id, title_de, description_de, ${berlinDay}::text AS day FROM events WHERE mark = 'teaser' ORDER BY date_start`,
    );
    assert.equal(specials.length, 3);
    assert.equal(new Set(specials.map((s) => s.description_de)).size, 3, 'three different texts');
    const hours = new Set<string>();
    for (const special of specials) {
      const res = await t.app.inject({ url: `/de/api/events/${special.id}/` });
      const detail = eventDetailSchema.parse(res.json());
      assert.equal(detail.opening_hours.length, 1, special.title_de);
      hours.add(`${detail.opening_hours[0].time_from}-${detail.opening_hours[0].time_to}`);
      assert.ok(detail.children.length > 0, `${special.title_de} has a programme of the day`);
      for (const child of detail.children) {
        const [row] = await t.db.query<{ day: string }>(`SELECT ${berlinDay}::text AS day FROM events WHERE id = $1`, [child.id]);
        assert.equal(row.day, special.day, `${special.title_de}: ${child.title} is on the same day`);
      }
    }
    assert.equal(hours.size, 3, 'three different hours');
    assert.ok(!specials.some((s) => /Museumstag/.test(s.title_de)), 'no May museum day in a winter run');
  });

  it('shows the main exhibition with the visit page hours: Tuesday to Sunday 10–18, Thursday until 20, Monday closed', async () => {
    const [main] = await t.db.query<{ id: number }>("SELECT id FROM productions WHERE slug_de LIKE 'flussland%'");
    const hours = await t.db.query<{ days_de: string; time_from: string | null; time_to: string | null; closed: boolean }>(
      "SELECT days_de, time_from::text, time_to::text, closed FROM detail_opening_hours WHERE owner_kind = 'production' AND owner_id = $1 ORDER BY sort",
      [main.id],
    );
    assert.deepEqual(
      hours.map((h) => [h.days_de, h.time_from?.slice(0, 5) ?? null, h.time_to?.slice(0, 5) ?? null, h.closed]),
      [['Mo (außer an Feiertagen)', null, null, true], ['Di, Mi, Fr, Sa, So', '10:00', '18:00', false], ['Do', '10:00', '20:00', false]],
    );
    const table = await t.db.query<{ weekday: number; time_to: string | null; closed: boolean }>('SELECT weekday, time_to::text, closed FROM opening_hours ORDER BY weekday');
    assert.deepEqual(table.map((h) => [h.weekday, h.closed ? null : h.time_to!.slice(0, 5)]), [[1, null], [2, '18:00'], [3, '18:00'], [4, '20:00'], [5, '18:00'], [6, '18:00'], [7, '18:00']]);
  });

  it('names sponsors as the home page logo list does, with its drawn logos', async () => {
    const logoTitles = await t.db.query<{ title: string; image: string }>("SELECT data->>'title' AS title, data->'image_obj'->>'url' AS image FROM modules WHERE kind = 'logo_item' AND locale = 'de'");
    const partners = await t.db.query<{ name: string; logo_url: string }>('SELECT DISTINCT name, logo_url FROM detail_partners');
    const listed = new Set(logoTitles.map((l) => l.title));
    assert.ok(partners.some((p) => p.name === 'Auenländische Sparkasse'));
    assert.ok(!partners.some((p) => /Auenbank|Kulturerbe|98,4/.test(p.name)));
    const shared = partners.filter((p) => listed.has(p.name));
    assert.equal(shared.length, 4, 'the four partners of the logo list appear on detail pages');
    for (const p of shared) {
      const svg = await t.app.inject({ url: p.logo_url });
      assert.equal(svg.statusCode, 200);
      // The drawn wordmarks are outlines (paths), not text set in a font.
      assert.match(svg.body, /<path d="M/, `${p.name} is the drawn wordmark`);
      assert.doesNotMatch(svg.body, /<text/);
    }
  });

  it('says nothing of a concert tonight in the top alert, and the volunteering card on the get-involved page has text and a link', async () => {
    const alerts = await t.db.query<{ text_de: string }>('SELECT text_de FROM breaking_news');
    assert.ok(!alerts.some((a) => /Konzert/.test(a.text_de)));
    const [card] = await t.db.query<{ data: Record<string, string> }>("SELECT data FROM modules WHERE kind = 'teaser_item' AND locale = 'de' AND data->>'headline' = 'Ehrenamt'");
    assert.ok(card.data.text.length > 20);
    assert.match(card.data.link, /^\/de\//);
  });

  it('offers bookable events on the coming weekend, not a single full tour', async () => {
    const rows = await t.db.query<{ title_de: string; full: boolean }>(
      `SELECT e.title_de, bool_and(g.sold >= g.capacity AND g.capacity > 0) AS full FROM events e JOIN seat_groups g ON g.event_id = e.id
        WHERE e.mark = 'show' AND ${berlinDay} IN ('2026-11-28', '2026-11-29') GROUP BY e.id`,
    );
    assert.ok(rows.length >= 3, `${rows.length} events on the weekend`);
    assert.ok(rows.some((r) => !r.full));
  });
});
