import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
let editor: Client;
const R = '/en/pageeditor-api/resources';
const send = (c: Client, url: string, payload: unknown, method = 'POST') => c.request({ method, url, payload: payload as object, headers: { 'content-type': 'application/json' } });

before(async () => {
  t = await testApp();
  editor = client(t.app);
  await editor.login('editor', 'editor');
});
after(() => t.close());

/** An image of the demo content: its file is in the media folder, so the form may choose it. */
async function someImageUrl(): Promise<string> {
  const [article] = (await editor.get(`${R}/articles/?sort=id`)).json().items;
  assert.match(article.image, /^\/media\/.+\.(jpg|png)$/, 'the demo article answers its image as a url');
  return article.image;
}

test('events: the image and the important information reach the detail page at once, sanitized, per language', async () => {
  const [event] = (await editor.get(`${R}/events/?sort=id`)).json().items;
  const image = await someImageUrl();
  const patch = (fields: Record<string, unknown>, version: number) => send(editor, `${R}/events/${event.id}/`, { version, ...fields }, 'PATCH');

  const outside = await patch({ image: 'https://example.org/x.jpg' }, event.version);
  assert.equal(outside.statusCode, 400);
  assert.equal(outside.json().field, 'image');
  const missing = await patch({ image: '/media/nicht-da.jpg' }, event.version);
  assert.equal(missing.statusCode, 400);
  assert.equal(missing.json().field, 'image');
  assert.match(missing.json().message, /media library/);
  const tooLong = await patch({ important_info_en: 'x'.repeat(20_001) }, event.version);
  assert.equal(tooLong.statusCode, 400);
  assert.equal(tooLong.json().field, 'important_info_en');

  const saved = await patch(
    {
      image,
      important_info_de: '<p><strong>Bitte</strong> warm anziehen.</p><script>alert(1)</script>',
      important_info_en: '<p onclick="steal()"><em>Dress</em> warmly, <a href="javascript:alert(1)">here</a>.</p>',
    },
    event.version,
  );
  assert.equal(saved.statusCode, 200, saved.body);
  const entry = saved.json();
  assert.equal(entry.image, image);
  assert.equal(entry.important_info_de, '<p><strong>Bitte</strong> warm anziehen.</p>', 'stored sanitized');
  assert.equal(entry.important_info_en, '<p><em>Dress</em> warmly, <a>here</a>.</p>');

  const de = (await t.app.inject(`/de/api/events/${event.id}/`)).json();
  const en = (await t.app.inject(`/en/api/events/${event.id}/`)).json();
  assert.equal(de.important_info, '<p><strong>Bitte</strong> warm anziehen.</p>');
  assert.equal(en.important_info, '<p><em>Dress</em> warmly, <a>here</a>.</p>');
  assert.equal(en.image_obj.url, image);
  const [library] = await t.db.query<{ alt_en: string }>('SELECT alt_en FROM media_images WHERE file = $1', [image.replace('/media/', '')]);
  assert.ok(library.alt_en, 'the demo picture is a library entry with an English alt text');
  assert.equal(en.image_obj.alt, library.alt_en, "the library's alt text describes the picture wherever it is placed");
  assert.ok(en.image_thumbnails.small.startsWith('/media/'));

  // Clearing takes the image away; the texts stay as they were.
  const cleared = await patch({ image: '' }, entry.version);
  assert.equal(cleared.statusCode, 200, cleared.body);
  assert.equal(cleared.json().image, '');
  assert.equal((await t.app.inject(`/en/api/events/${event.id}/`)).json().image_obj, null);
  assert.equal(cleared.json().important_info_de, '<p><strong>Bitte</strong> warm anziehen.</p>');
});

test('a new event starts with its sections empty and a copy carries them along', async () => {
  const body = { title_de: 'Glasbläser bei Nacht', title_en: 'Glassblowers by night', date_start: '2027-02-06T19:00:00+01:00', important_info_en: '<p>Bring a torch.</p>' };
  const created = await send(editor, `${R}/events/`, body);
  assert.equal(created.statusCode, 201, created.body);
  assert.equal(created.json().important_info_de, '');
  assert.equal(created.json().image, '');
  const copy = await send(editor, `${R}/events/${created.json().id}/duplicate/`, { date_start: '2027-02-13T19:00:00+01:00' });
  assert.ok(copy.statusCode < 300, copy.body);
  const [copied] = (await editor.get(`${R}/events/?q=${encodeURIComponent('Glassblowers by night')}&sort=-id`)).json().items;
  assert.notEqual(copied.id, created.json().id);
  assert.equal(copied.important_info_en, '<p>Bring a torch.</p>');
});

test('articles and persons: body sanitized when stored, image and portrait chosen, cleared and served', async () => {
  const image = await someImageUrl();
  const [category] = (await editor.get(`${R}/article-categories/`)).json().items;
  const article = await send(editor, `${R}/articles/`, {
    title_de: 'Glas im Licht',
    title_en: 'Glass in the light',
    date: '2026-05-01',
    category_id: category.id,
    body_de: '<p>Ein <strong>heller</strong> Tag<img src=x onerror="alert(1)"></p>',
    image,
  });
  assert.equal(article.statusCode, 201, article.body);
  assert.equal(article.json().body_de, '<p>Ein <strong>heller</strong> Tag</p>');
  const served = (await t.app.inject(`/de/api/articles/${article.json().id}/`)).json();
  assert.equal(served.image_obj.url, image);
  assert.ok(served.body.includes('<strong>heller</strong>') && !served.body.includes('onerror'));

  const [person] = (await editor.get(`${R}/persons/?sort=id`)).json().items;
  const wrong = await send(editor, `${R}/persons/${person.id}/`, { version: person.version, image: '/media/../etc/passwd' }, 'PATCH');
  assert.equal(wrong.statusCode, 400);
  assert.equal(wrong.json().field, 'image');
  const gone = await send(editor, `${R}/persons/${person.id}/`, { version: person.version, image: '' }, 'PATCH');
  assert.equal(gone.statusCode, 200, gone.body);
  const back = await send(editor, `${R}/persons/${person.id}/`, { version: gone.json().version, image }, 'PATCH');
  assert.equal(back.json().image, image);
});
