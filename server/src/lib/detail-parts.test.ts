import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eventDetailSchema, paginated, productionDetailSchema, productionSchema } from 'shared-contracts/entities';
import { upgradeDemoContent } from '../seed/domain/upgrade-demo-content';
import { type TestApp, testApp } from '../testing/test-app';

const NOW = new Date('2026-05-06T10:00:00Z');
let t: TestApp;
const get = async (url: string) => {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, body: res.json() };
};

before(async () => {
  t = await testApp({ now: NOW });
});
after(() => t.close());

describe('detail parts of events and productions', () => {
  it('gives the main exhibition its hours, slider, programme, video, contributors, articles and promoters, per language', async () => {
    const list = paginated(productionSchema).parse((await get('/de/api/productions/?page_size=50')).body);
    const main = list.results.find((p) => p.title.startsWith('Flussland'))!;
    const de = productionDetailSchema.strict().parse((await get(`/de/api/productions/${main.id}/`)).body);
    const en = productionDetailSchema.strict().parse((await get(`/en/api/productions/${main.id}/`)).body);
    assert.deepEqual(
      de.opening_hours.map((h) => [h.days, h.time_from, h.closed]),
      [['Mo (außer an Feiertagen)', null, true], ['Di, Mi, Fr, Sa, So', '10:00:00', false], ['Do', '10:00:00', false]],
    );
    assert.equal(en.opening_hours[1].days, 'Tue, Wed, Fri, Sat, Sun');
    assert.equal(de.images.length, 3);
    assert.equal(en.images[0].image_obj.alt, en.images[0].caption);
    assert.equal(de.programs.length, 3);
    assert.match(de.video?.url ?? '', /^https:\/\/www\.youtube\.com\//);
    assert.deepEqual(de.contributors[0], { name: 'Dr. Helene Vogt', role: 'Kuratorin', urls: de.contributors[0].urls });
    assert.match(de.contributors[0].urls?.en ?? '', /^\/en\/team\/[a-z-]+\/\d+$/);
    assert.equal(de.contributors[2].urls, null);
    assert.equal(de.articles.length, 3);
    assert.equal(en.articles[0].title, 'The Dugout from the Floodplain Mud');
    assert.deepEqual(de.promoters.map((p) => p.name), ['Land Auenland – Ministerium für Kultur', 'Stiftung Flusslandschaft']);
    assert.match(de.promoters[0].logo_url, /^\/media\/partner-[a-z-]+-[0-9a-f]{10}\.svg$/);
    const logo = await t.app.inject({ url: de.promoters[0].logo_url });
    assert.equal(logo.statusCode, 200);
    assert.match(logo.body, /<svg[^>]*aria-label="Land Auenland – Ministerium für Kultur"/);
  });

  it('gives a concert its info, programme, sponsors and promoters, and a production without parts empty lists', async () => {
    const list = paginated(productionSchema).parse((await get('/de/api/productions/?page_size=50')).body);
    const concerts = list.results.find((p) => p.title.startsWith('Klosterkonzerte'))!;
    const detail = productionDetailSchema.parse((await get(`/de/api/productions/${concerts.id}/`)).body);
    const event = eventDetailSchema.strict().parse((await get(`/en/api/events/${detail.events[0].id}/`)).body);
    assert.match(event.important_info, /Doors open 30 minutes/);
    assert.deepEqual(event.programs.map((p) => p.time_label), ['19:00', '19:30', '20:00']);
    assert.deepEqual(event.sponsors.map((s) => s.name), ['Auenländische Sparkasse', 'Kulturradio Aue 94,3']);
    assert.deepEqual(event.promoters.map((s) => s.name), ['Freundeskreis Kloster Auenstein e. V.']);
    assert.equal(event.children.length, 0);
    const bare = list.results.find((p) => p.title.startsWith('Uferlicht')) ?? list.results.find((p) => !['Flussland', 'Klosterkonzerte', 'Wasserwissen'].some((k) => p.title.startsWith(k)))!;
    const empty = productionDetailSchema.parse((await get(`/de/api/productions/${bare.id}/`)).body);
    assert.deepEqual([empty.important_info, empty.opening_hours, empty.images, empty.programs, empty.video, empty.contributors, empty.articles, empty.promoters], ['', [], [], [], null, [], [], []]);
  });

  it("lists the events of a special day as its children, with the day's own opening hours", async () => {
    const [row] = await t.db.query<{ id: number }>("SELECT id FROM events WHERE mark = 'teaser' ORDER BY date_start LIMIT 1");
    const special = eventDetailSchema.strict().parse((await get(`/de/api/events/${row.id}/`)).body);
    assert.ok(special.children.length > 0);
    const day = (iso: string) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date(iso));
    assert.ok(special.children.every((c) => c.mark === 'show' && day(c.date_start) === day(special.date_start)), 'only the events of that day');
    assert.deepEqual(special.opening_hours, [{ days: 'An diesem Tag', time_from: '10:00:00', time_to: '23:00:00', closed: false }]);
  });

  it('serves the self-hosted demo video the visit page plays', async () => {
    const res = await t.app.inject({ url: '/media/demo-rundgang.mp4' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^video\/mp4/);
    assert.ok(res.rawPayload.length > 100_000);
    // An MP4 starts with an ftyp box.
    assert.equal(res.rawPayload.subarray(4, 8).toString('latin1'), 'ftyp');
  });

  it('gives a data folder seeded before the detail parts existed its parts on the next start, once', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM detail_programs');
    for (const table of ['detail_texts', 'detail_opening_hours', 'detail_images', 'detail_programs', 'detail_contributors', 'detail_partners', 'detail_articles', 'event_children']) {
      await t.db.exec(`DELETE FROM ${table}`);
    }
    await upgradeDemoContent(t.db);
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM detail_programs');
    assert.equal(after[0].n, before[0].n);
    await upgradeDemoContent(t.db);
    assert.equal((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM detail_programs'))[0].n, before[0].n);
  });
});
