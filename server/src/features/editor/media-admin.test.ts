import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { getMediaRoot } from '../../lib/media-root';
import { addImage as addImageAs, halves, placeOnPage as placeOnPageAs, uploadTemp as uploadTempAs } from '../../testing/media-library';
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

const uploadTemp = (type: string, data: Buffer) => uploadTempAs(staff, type, data);
const addImage = (title: string, png: Buffer) => addImageAs(staff, title, png);
const placeOnPage = (url: string) => placeOnPageAs(staff, url);

async function pixel(url: string): Promise<{ r: number; b: number }> {
  const res = await t.app.inject(url);
  assert.equal(res.statusCode, 200, url);
  const { data } = await sharp(res.rawPayload).resize(1, 1, { kernel: 'nearest' }).raw().toBuffer({ resolveWithObject: true });
  return { r: data[0], b: data[2] };
}

test('staff only: visitors 401, the box office 403, writes need the CSRF header; bad input names its field', async () => {
  assert.equal((await client(t.app).get('/de/api/media-library/')).statusCode, 401);
  const kasse = client(t.app);
  await kasse.login('kasse', 'kasse');
  assert.equal((await kasse.get('/de/api/media-library/')).statusCode, 403);
  assert.equal((await kasse.get('/de/api/dashboard-asset-overview/')).statusCode, 403);
  assert.equal((await kasse.get('/de/api/dashboard-versions/')).statusCode, 403);
  const { id } = await addImage('Rechte Probe', await halves(200, 100));
  assert.equal((await staff.request({ method: 'PATCH', url: `/de/api/media-library/image/${id}/`, payload: { alt_de: 'x' }, csrf: false })).statusCode, 403);
  const badFocal = await staff.request({ method: 'PATCH', url: `/de/api/media-library/image/${id}/`, payload: { focal: { x: 2, y: 0.5 } } });
  assert.equal(badFocal.statusCode, 400);
  assert.equal(badFocal.json().field, 'focal.x');
  const unknown = await staff.request({ method: 'PATCH', url: `/de/api/media-library/image/${id}/`, payload: { colour: 'red' } });
  assert.equal(unknown.statusCode, 400);
  const badKind = await staff.get('/de/api/media-library/?kind=pdf');
  assert.equal(badKind.statusCode, 400);
  assert.equal(badKind.json().field, 'kind');
  assert.equal((await staff.get('/de/api/media-library/image/999999/')).statusCode, 404);
});

test('alt text and caption per language are saved after the upload and found by the search', async () => {
  const { id } = await addImage('Texte Probe', await halves(200, 100));
  const saved = await staff.request({
    method: 'PATCH',
    url: `/en/api/media-library/image/${id}/`,
    payload: { alt_de: 'Rote und blaue Fläche', alt_en: 'Red and blue area', caption_de: 'Foto: Archiv', caption_en: 'Photo: archive' },
  });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.equal(saved.json().alt_en, 'Red and blue area');
  const found = (await staff.get('/de/api/media-library/?q=archiv')).json();
  assert.ok(found.some((i: { id: number; kind: string; caption_de: string }) => i.id === id && i.kind === 'image' && i.caption_de === 'Foto: Archiv'));
});

test('the focal point decides what the square rendition keeps', async () => {
  const { id } = await addImage('Fokus Probe', await halves(800, 400));
  const left = await staff.request({ method: 'PATCH', url: `/de/api/media-library/image/${id}/`, payload: { focal: { x: 0, y: 0.5 } } });
  assert.equal(left.statusCode, 200, left.body);
  const red = await pixel(left.json().thumbnail);
  assert.ok(red.r > 200 && red.b < 60, `focal left keeps the red half (${JSON.stringify(red)})`);
  const right = await staff.request({ method: 'PATCH', url: `/de/api/media-library/image/${id}/`, payload: { focal: { x: 1, y: 0.5 } } });
  assert.notEqual(right.json().thumbnail, left.json().thumbnail, 'a moved focal point is a new address');
  const blue = await pixel(right.json().thumbnail);
  assert.ok(blue.b > 200 && blue.r < 60, `focal right keeps the blue half (${JSON.stringify(blue)})`);
  assert.ok(!fs.existsSync(path.join(getMediaRoot(), left.json().thumbnail.replace('/media/', ''))), 'the earlier crop is removed');
});

test('delete is refused with the places while the image is used, and goes through once it is not', async () => {
  const { id, url } = await addImage('Loesch Probe', await halves(200, 100));
  const { moduleId, pageId } = await placeOnPage(url);
  const detail = (await staff.get(`/de/api/media-library/image/${id}/`)).json();
  assert.deepEqual(detail.used_in.map((u: { type: string; id: number }) => [u.type, u.id]), [['page', pageId]]);
  const refused = await staff.request({ method: 'DELETE', url: `/de/api/media-library/image/${id}/` });
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().used_in[0].type, 'page');
  assert.equal(refused.json().used_in[0].id, pageId);
  assert.ok(refused.json().used_in[0].title.length > 0);
  assert.equal((await staff.request({ method: 'DELETE', url: `/de/pageeditor-api/modules/${moduleId}/` })).statusCode, 204);
  // Still refused while the published page shows it? It was never published, so the draft was the only place.
  const deleted = await staff.request({ method: 'DELETE', url: `/de/api/media-library/image/${id}/` });
  assert.equal(deleted.statusCode, 204, deleted.body);
  assert.ok(!fs.existsSync(path.join(getMediaRoot(), url.replace('/media/', ''))));
  assert.equal((await staff.get(`/de/api/media-library/image/${id}/`)).statusCode, 404);
});

test('replace keeps the id, points every use at the new bytes with new renditions, and removes the old files', async () => {
  const { id, url } = await addImage('Tausch Probe', await halves(400, 200));
  const { moduleId } = await placeOnPage(url);
  const temp = await uploadTemp('image/png', await halves(600, 600, '#00ff00', '#00ff00'));
  const replaced = await staff.request({ method: 'POST', url: `/de/api/media-library/image/${id}/replace/`, payload: { temp_file_id: temp } });
  assert.equal(replaced.statusCode, 200, replaced.body);
  const item = replaced.json();
  assert.equal(item.id, id);
  assert.notEqual(item.url, url);
  assert.equal(item.width, 600);
  assert.equal(item.used_in.length, 1);
  const module = (await staff.get(`/de/pageeditor-api/modules/${moduleId}/`)).json();
  assert.equal(module.data.image, item.url);
  assert.equal(module.data.image_obj.url, item.url);
  assert.equal(module.data.image_obj.height, 600);
  assert.equal(module.data.image_thumbnails.small, item.url.replace('.jpg', '-small.jpg'));
  const green = await pixel(module.data.image_thumbnails.small);
  assert.ok(green.r < 60 && green.b < 60);
  assert.ok(!fs.existsSync(path.join(getMediaRoot(), url.replace('/media/', ''))), 'the old original is gone');
  const badTemp = await staff.request({ method: 'POST', url: `/de/api/media-library/image/${id}/replace/`, payload: { temp_file_id: 'nope' } });
  assert.equal(badTemp.json().field, 'temp_file_id');
});

test('dashboard: asset overview counts media by kind with size and use; versions list the newest writes', async () => {
  const { url } = await addImage('Zaehl Probe', await halves(200, 100));
  const before = (await staff.get('/de/api/dashboard-asset-overview/')).json();
  const image = before.find((r: { kind: string }) => r.kind === 'image');
  assert.deepEqual(before.map((r: { kind: string }) => r.kind), ['image', 'video', 'audio']);
  assert.equal(image.count, image.used + image.unused);
  assert.ok(image.total_size > 0);
  await placeOnPage(url);
  const after = (await staff.get('/de/api/dashboard-asset-overview/')).json().find((r: { kind: string }) => r.kind === 'image');
  assert.equal(after.used, image.used + 1);
  assert.equal(after.unused, image.unused - 1);

  const tag = await staff.request({ method: 'POST', url: '/de/pageeditor-api/resources/article-tags/', payload: { name_de: 'Versionsprobe', name_en: 'Version probe' } });
  assert.equal(tag.statusCode, 201, tag.body);
  const versions = (await staff.get('/de/api/dashboard-versions/?limit=100')).json() as Array<{ source: string; kind: string; title: string; action: string; changed_by: string | null; changed_at: string }>;
  assert.ok(versions.every((v, i) => i === 0 || v.changed_at <= versions[i - 1].changed_at), 'newest first');
  const entry = versions.find((v) => v.source === 'entry' && v.kind === 'article-tags' && v.title === 'Versionsprobe');
  assert.equal(entry?.action, 'create');
  assert.equal(entry?.changed_by, 'editor');
  assert.ok(versions.some((v) => v.source === 'page' && v.changed_by !== null), 'the page writes above are versions too');
  assert.equal((await staff.get('/de/api/dashboard-versions/?limit=3')).json().length, 3);
  const badLimit = await staff.get('/de/api/dashboard-versions/?limit=0');
  assert.equal(badLimit.json().field, 'limit');
});
