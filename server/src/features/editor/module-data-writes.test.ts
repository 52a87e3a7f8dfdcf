import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
let staff: Client;
before(async () => {
  t = await testApp();
  staff = client(t.app);
  assert.equal((await staff.login()).statusCode, 200);
});
after(() => t.close());

interface ModuleListItem {
  id: number;
  page: number | null;
  parent: number | null;
  data: Record<string, unknown>;
}
const list = async (query: string): Promise<ModuleListItem[]> => (await staff.get(`/de/pageeditor-api/modules/?${query}`)).json();
const patch = (id: number, data: Record<string, unknown>) => staff.request({ method: 'PATCH', url: `/de/pageeditor-api/modules/${id}/`, payload: { data } });
const replace = (id: number, data: Record<string, unknown>) => staff.request({ method: 'POST', url: `/de/pageeditor-api/modules/${id}/`, payload: { data } });

test('a field sent as null is cleared by PATCH; replacing with the old data restores the module exactly', async () => {
  const [headline] = (await list('content_type=headline&limit=500')).filter((m) => m.page !== null);
  const original = (await staff.get(`/de/pageeditor-api/modules/${headline.id}/`)).json();
  const filled = await patch(headline.id, { preline: 'Vorzeile', subline: 'Unterzeile', anchor: 'sprungmarke' });
  assert.equal(filled.statusCode, 200, filled.body);
  const filledData = filled.json().data;

  const cleared = await patch(headline.id, { preline: null, subline: null, anchor: null });
  assert.equal(cleared.statusCode, 200, cleared.body);
  const data = cleared.json().data;
  assert.equal('preline' in data, false);
  assert.equal('subline' in data, false);
  assert.equal('anchor' in data, false);
  assert.equal(data.content, original.data.content, 'fields not sent are kept');

  const undone = await replace(headline.id, filledData);
  assert.deepEqual(undone.json().data, filledData);
  const back = await replace(headline.id, original.data);
  assert.deepEqual(back.json().data, original.data);
});

test('a teaser item with online_to cleared is saved without it', async () => {
  const [item] = (await list('content_type=teaser_item&limit=500')).filter((m) => typeof m.data.online_from === 'string');
  const set = await patch(item.id, { online_to: '2030-01-01T00:00:00+01:00', link_text: 'Mehr' });
  assert.equal(set.json().data.online_to, '2030-01-01T00:00:00+01:00', 'a date-time is stored as sent, offset included');
  const cleared = await patch(item.id, { online_to: null, link_text: null });
  assert.equal('online_to' in cleared.json().data, false);
  assert.equal('link_text' in cleared.json().data, false);
});

test('date-times without a UTC offset are refused, naming the field', async () => {
  const [item] = await list('content_type=teaser_item&limit=1');
  const res = await patch(item.id, { online_from: '2026-03-01T10:00' });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().field, 'data.online_from');
});

test('a new image url re-derives image_obj and thumbnails on the server; a foreign one drops them', async () => {
  const images = (await list('content_type=image&limit=500')).filter((m) => (m.data.image_obj as { url?: string } | undefined)?.url);
  const target = images[0];
  const other = images.find((m) => m.data.image !== target.data.image)!;
  assert.ok(other, 'the seed has two different images');

  // The client's stale image_obj is sent along, as the dialog does: the server must not keep it.
  const changed = await patch(target.id, { ...target.data, image: other.data.image });
  assert.equal(changed.statusCode, 200, changed.body);
  const data = changed.json().data;
  const otherObj = other.data.image_obj as Record<string, unknown>;
  const obj = data.image_obj as Record<string, unknown>;
  assert.equal(obj.url, other.data.image);
  assert.equal(obj.webp, otherObj.webp);
  assert.equal(obj.avif, otherObj.avif);
  assert.equal(obj.width, otherObj.width);
  assert.deepEqual(data.image_thumbnails, other.data.image_thumbnails);

  const foreign = await patch(target.id, { image: 'https://images.example.org/picture.jpg' });
  assert.equal(foreign.statusCode, 200, foreign.body);
  assert.equal(foreign.json().data.image, 'https://images.example.org/picture.jpg');
  assert.equal('image_obj' in foreign.json().data, false);
  assert.equal('image_thumbnails' in foreign.json().data, false);

  // Undo: the module's former data (with its alt text and copyright) comes back exactly.
  const undone = await replace(target.id, target.data);
  assert.deepEqual(undone.json().data, target.data);
});

test('embed codes and video links are checked on the parsed host', async () => {
  const [parent] = (await list('content_type=container&limit=500')).filter((m) => m.page !== null);
  const create = (content_type: string, data: Record<string, unknown>) =>
    staff.request({ method: 'POST', url: '/de/pageeditor-api/modules/', payload: { content_type, parent: parent.id, column_index: 0, data } });
  const refused: Array<[string, Record<string, unknown>, string]> = [
    ['video', { video_url: 'https://youtube.com.evil.example/watch?v=x' }, 'data.video_url'],
    ['video', { video_url: 'https://evil.example/?youtube' }, 'data.video_url'],
    ['video', { video_url: 'https://notyoutube.com/watch?v=x' }, 'data.video_url'],
    ['audio', { code: '<iframe src="https://evil.example/?spotify"></iframe>' }, 'data.code'],
    ['audio', { code: 'evil.example/?spotify' }, 'data.code'],
    ['audio', { code: '<iframe src="https://open.spotify.com.evil.example/embed"></iframe>' }, 'data.code'],
    ['audio', { code: '<a href="https://open.spotify.com/x">x</a><iframe src="https://evil.example/"></iframe>' }, 'data.code'],
    ['viewer', { code: '<iframe src="//issuu.com.evil.example/embed"></iframe>' }, 'data.code'],
    ['social_media', { code: '<script src="https://evil.example/instagram.js"></script><a href="https://www.instagram.com/p/x/">x</a>' }, 'data.code'],
  ];
  for (const [kind, data, field] of refused) {
    const res = await create(kind, data);
    assert.equal(res.statusCode, 400, `${kind} ${JSON.stringify(data)} must be refused`);
    assert.equal(res.json().field, field);
  }
  const accepted: Array<[string, Record<string, unknown>]> = [
    ['video', { video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' }],
    ['video', { video_url: 'https://youtu.be/aqz-KE-bpKQ' }],
    ['video', { video_url: 'https://player.vimeo.com/video/1' }],
    ['audio', { code: '<iframe src="https://open.spotify.com/embed/episode/demo"></iframe>' }],
    ['viewer', { code: '<iframe src="https://e.issuu.com/embed.html?d=x"></iframe>' }],
    ['social_media', { code: '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/demo/"></blockquote><script async src="//www.instagram.com/embed.js"></script>' }],
  ];
  for (const [kind, data] of accepted) {
    const res = await create(kind, data);
    assert.equal(res.statusCode, 201, `${kind} ${JSON.stringify(data)}: ${res.body}`);
    assert.equal((await staff.request({ method: 'DELETE', url: `/de/pageeditor-api/modules/${res.json().id}/` })).statusCode, 204);
  }
});

test('the full teaser text limit counts the text visitors read, not the markup around it', async () => {
  const [teaser] = await list('content_type=full_teaser&limit=500');
  assert.ok(teaser, 'the demo content has a full teaser');
  const marked = `<p><strong>${'x'.repeat(1500)}</strong> <a href="https://example.org/a">${'y'.repeat(1499)}</a></p>`;
  assert.ok(marked.length > 3000);
  const fits = await patch(teaser.id, { text: marked });
  assert.equal(fits.statusCode, 200, fits.body);
  const over = await patch(teaser.id, { text: `<p>${'x'.repeat(2999)}<em>zz</em></p>` });
  assert.equal(over.statusCode, 400, over.body);
  assert.equal(over.json().field, 'data.text');
  assert.ok((await patch(teaser.id, { text: teaser.data.text ?? null })).statusCode === 200);
});
