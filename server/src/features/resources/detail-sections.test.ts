import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';
import { assertNodeBuild } from '../../testing/node-builds';

let t: TestApp;
let editor: Client;
const R = '/en/pageeditor-api/resources';
const send = (c: Client, url: string, payload: unknown, method = 'POST') => c.request({ method, url, payload: payload as object, headers: { 'content-type': 'application/json' } });

const REPO_ROOT = path.resolve(__dirname, '../../../..');

before(async () => {
  assertNodeBuild('mf-events');
  t = await testApp({ appsRoot: REPO_ROOT, config: { slotBudgetMs: 30_000, documentCacheMs: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  editor = client(t.app);
  await editor.login('editor', 'editor');
});
after(() => t.close());

/** Two different images of the demo content (their files are in the media folder). */
async function twoImages(): Promise<[string, string]> {
  const items: Array<{ image: string }> = (await editor.get(`${R}/articles/?sort=id&page_size=50`)).json().items;
  const urls = [...new Set(items.map((a) => a.image).filter((u) => /\.(jpg|png)$/.test(u)))];
  assert.ok(urls.length >= 2, 'the demo articles have at least two pictures');
  return [urls[0], urls[1]];
}

async function newEvent(title: string) {
  const res = await send(editor, `${R}/events/`, { title_de: `${title} (de)`, title_en: title, slug_de: 'abschnitte', slug_en: 'sections', date_start: '2027-03-06T19:00:00+01:00' });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}

test('events: each list section is validated with the item field named', async () => {
  const event = await newEvent('Validated sections');
  assert.deepEqual(event.slider_images, [], 'a new event has no slider');
  assert.deepEqual(event.programs, []);
  assert.equal(event.video_url, '');
  const [a] = await twoImages();
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ slider_images: [{ image: '', caption_de: 'x' }] }, 'slider_images.0.image'],
    [{ slider_images: [{ image: a }, { image: '/media/fehlt.jpg' }] }, 'slider_images.1.image'],
    [{ slider_images: [{ image: a }, { image: a }] }, 'slider_images.1.image'],
    [{ programs: [{ title_de: 'Nur deutsch' }] }, 'programs.0.title_en'],
    [{ contributors: [{ name: 'A', role_de: 'Regie', role_en: '' }] }, 'contributors.0.role_en'],
    [{ sponsors: [{ name: 'S', logo: '/media/fehlt.svg' }] }, 'sponsors.0.logo'],
    [{ promoters: [{ name: 'P', logo: a, link: 'javascript:alert(1)' }] }, 'promoters.0.link'],
    [{ video_url: 'https://example.org/film.mp4' }, 'video_url'],
    [{ slider_images: 'nope' }, 'slider_images'],
  ];
  for (const [fields, field] of cases) {
    const res = await send(editor, `${R}/events/${event.id}/`, { version: event.version, ...fields }, 'PATCH');
    assert.equal(res.statusCode, 400, `${JSON.stringify(fields)}: ${res.body}`);
    assert.equal(res.json().field, field, JSON.stringify(fields));
  }
});

test('events: slider, programme, video, contributors, sponsors and promoters reach the visitor page in both languages', async () => {
  const event = await newEvent('All sections');
  const [a, b] = await twoImages();
  const saved = await send(
    editor,
    `${R}/events/${event.id}/`,
    {
      version: event.version,
      slider_images: [
        { image: b, caption_de: 'Der Kreuzgang am Morgen', caption_en: 'The cloister in the morning' },
        { image: a, caption_de: 'Die Werkstatt', caption_en: 'The workshop' },
      ],
      programs: [{ time_label: '19:30', title_de: 'Begrüßung', title_en: 'Welcome', text_de: 'Im Foyer', text_en: 'In the foyer' }],
      video_url: 'https://www.youtube.com/watch?v=abc123',
      video_title_de: 'Der Film zur Nacht',
      video_title_en: 'The film of the night',
      contributors: [{ name: 'Mara Quell', role_de: 'Leitung', role_en: 'Direction' }],
      sponsors: [{ name: 'Sponsor Eins', logo: a, link: 'https://example.org/eins' }],
      promoters: [{ name: 'Veranstalter Zwei', logo: b, link: '' }],
    },
    'PATCH',
  );
  assert.equal(saved.statusCode, 200, saved.body);
  const entry = saved.json();
  assert.deepEqual(
    entry.slider_images.map((i: { image: string }) => i.image),
    [b, a],
    'the order sent is the order stored',
  );
  assert.equal(entry.programs[0].title_en, 'Welcome');
  assert.equal(entry.sponsors[0].link, 'https://example.org/eins');
  assert.equal(entry.promoters[0].link, '');

  const de = (await t.app.inject(`/de/api/events/${event.id}/`)).json();
  const en = (await t.app.inject(`/en/api/events/${event.id}/`)).json();
  assert.deepEqual(de.images.map((i: { caption: string }) => i.caption), ['Der Kreuzgang am Morgen', 'Die Werkstatt']);
  assert.deepEqual(en.images.map((i: { caption: string }) => i.caption), ['The cloister in the morning', 'The workshop']);
  assert.ok(en.images[0].image_thumbnails.large.startsWith('/media/'), 'a new slide gets its renditions');
  assert.equal(en.programs[0].title, 'Welcome');
  assert.equal(de.video.title, 'Der Film zur Nacht');
  assert.equal(en.contributors[0].role, 'Direction');
  assert.equal(en.sponsors[0].name, 'Sponsor Eins');
  assert.equal(en.promoters[0].logo_url, b);

  // The server-rendered page a visitor gets shows every section, in the prescribed order.
  const page = (await t.app.inject(`/en/events/sections/${event.id}`)).body;
  const order = ['ImageSlider', 'Programs', 'Video', 'Contributors', 'Sponsors', 'Promoter'].map((s) => page.indexOf(`data-section="${s}"`));
  assert.ok(order.every((i) => i > 0), `every section is rendered: ${order.join(', ')}`);
  assert.deepEqual([...order].sort((x, y) => x - y), order, 'in the order of the detail page');
  for (const text of ['The cloister in the morning', 'The workshop', 'Welcome', 'Mara Quell', 'Direction', 'Sponsor Eins', 'Veranstalter Zwei']) {
    assert.ok(page.includes(text), `the English page shows ${text}`);
  }
  const german = (await t.app.inject(`/de/veranstaltungen/abschnitte/${event.id}`)).body;
  for (const text of ['Der Kreuzgang am Morgen', 'Begrüßung', 'Leitung']) assert.ok(german.includes(text), `the German page shows ${text}`);

  // Emptying a list takes its section away; the others stay.
  const emptied = await send(editor, `${R}/events/${event.id}/`, { version: entry.version, slider_images: [], video_url: '' }, 'PATCH');
  assert.equal(emptied.statusCode, 200, emptied.body);
  const after = (await t.app.inject(`/en/api/events/${event.id}/`)).json();
  assert.deepEqual(after.images, []);
  assert.equal(after.video, null);
  assert.equal(after.programs.length, 1);
});

test('events: a seeded event keeps its slider and partners when saved unchanged; delete and restore bring the sections back', async () => {
  const [seeded] = (await editor.get(`${R}/events/?sort=id&page_size=200`)).json().items.filter((e: { slider_images: unknown[]; sponsors: unknown[] }) => e.slider_images.length && e.sponsors.length);
  assert.ok(seeded, 'the demo has an event with a slider and sponsors');
  const before = (await t.app.inject(`/de/api/events/${seeded.id}/`)).json();
  const resaved = await send(editor, `${R}/events/${seeded.id}/`, { version: seeded.version, title_en: `${seeded.title_en}` }, 'PATCH');
  assert.equal(resaved.statusCode, 200, resaved.body);
  const afterSave = (await t.app.inject(`/de/api/events/${seeded.id}/`)).json();
  assert.deepEqual(afterSave.images, before.images, 'the stored images (alt text, copyright) stay as they were');
  assert.deepEqual(afterSave.sponsors, before.sponsors);

  const event = await newEvent('Restored sections');
  const [a] = await twoImages();
  const saved = await send(editor, `${R}/events/${event.id}/`, { version: event.version, slider_images: [{ image: a, caption_de: 'Eins', caption_en: 'One' }] }, 'PATCH');
  assert.equal(saved.statusCode, 200, saved.body);
  const removed = await editor.request({ method: 'DELETE', url: `${R}/events/${event.id}/?version=${saved.json().version}` });
  assert.ok(removed.statusCode < 300, removed.body);
  const history = (await editor.get(`${R}/events/${event.id}/history/`)).json();
  const last = (history.items ?? history).find((h: { action: string }) => h.action === 'update');
  const restored = await send(editor, `${R}/events/${event.id}/history/${last.id}/restore/`, {});
  assert.ok(restored.statusCode < 300, restored.body);
  assert.deepEqual((await t.app.inject(`/en/api/events/${event.id}/`)).json().images.map((i: { caption: string }) => i.caption), ['One']);
});

test('productions: the slider and programme are editable and shown; a box office user may edit, a visitor may not', async () => {
  const [production] = (await editor.get(`${R}/productions/?sort=id`)).json().items;
  assert.equal(production.sponsors, undefined, 'productions show no sponsors section, so they have no such field');
  const [a] = await twoImages();
  const saved = await send(
    editor,
    `${R}/productions/${production.id}/`,
    { version: production.version, slider_images: [...production.slider_images, { image: a, caption_de: 'Neu', caption_en: 'New picture' }], programs: [{ title_de: 'Führung', title_en: 'Guided tour', time_label: '11:00' }] },
    'PATCH',
  );
  assert.equal(saved.statusCode, 200, saved.body);
  const en = (await t.app.inject(`/en/api/productions/${production.id}/`)).json();
  assert.equal(en.images.at(-1).caption, 'New picture');
  assert.equal(en.programs[0].title, 'Guided tour');

  const anonymous = await t.app.inject({ method: 'PATCH', url: `${R}/productions/${production.id}/`, payload: { version: saved.json().version, programs: [] } });
  assert.ok([401, 403].includes(anonymous.statusCode), `a visitor is refused (${anonymous.statusCode})`);
});
