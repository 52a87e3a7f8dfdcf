import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { getMediaRoot } from '../../lib/media-root';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';
import { uploadTemp as uploadFile } from '../../testing/media-library';

let t: TestApp;
let staff: Client;
before(async () => {
  t = await testApp();
  staff = client(t.app);
  assert.equal((await staff.login()).statusCode, 200);
});
after(() => t.close());

/** Uploads through the temp-files call under a name with a space, as editors' files often have. */
const uploadTemp = (type: string, data: Buffer) => uploadFile(staff, type, data, 'Plakat Sommer.png');

test('an uploaded image joins the library with renditions and alt text per language; modules take that alt', async () => {
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } }).png().toBuffer();
  const id = await uploadTemp('image/png', png);
  const added = await staff.request({ method: 'POST', url: '/en/pageeditor-api/media/', payload: { temp_file_id: id, title: 'Plakat Sommer', alt_de: 'Ein grünes Plakat', alt_en: 'A green poster' } });
  assert.equal(added.statusCode, 201, added.body);
  const item = added.json();
  assert.match(item.url, /^\/media\/plakat-sommer-[0-9a-f]{10}\.jpg$/);
  assert.equal(item.alt, 'A green poster');
  assert.equal(item.width, 900);
  const name = item.url.replace('/media/', '').replace('.jpg', '');
  for (const file of [`${name}.jpg`, `${name}.webp`, `${name}.avif`, `${name}-small.jpg`, `${name}-medium.jpg`, `${name}-large.jpg`]) {
    assert.ok(fs.existsSync(path.join(getMediaRoot(), file)), file);
  }
  assert.equal((await t.app.inject(item.thumbnail)).statusCode, 200);

  const found = (await staff.get('/de/pageeditor-api/media/?q=plakat')).json();
  assert.equal(found[0].url, item.url);
  assert.equal(found[0].alt, 'Ein grünes Plakat');
  const all = (await staff.get('/de/pageeditor-api/media/')).json();
  assert.ok(all.length > 1, 'images the pages already use are in the library too');

  const [container] = ((await staff.get('/de/pageeditor-api/modules/?content_type=container&limit=500')).json() as Array<{ id: number; page: number | null }>).filter((m) => m.page !== null);
  const image = await staff.request({ method: 'POST', url: '/de/pageeditor-api/modules/', payload: { content_type: 'image', parent: container.id, column_index: 0, data: { image: item.url, format: 'large' } } });
  assert.equal(image.statusCode, 201, image.body);
  assert.equal(image.json().data.image_obj.alt, 'Ein grünes Plakat');
  assert.equal(image.json().data.image_obj.webp, `/media/${name}.webp`);
});

test('the library needs staff, CSRF, an existing temp file that is an image', async () => {
  assert.equal((await client(t.app).get('/de/pageeditor-api/media/')).statusCode, 401);
  const pdf = await uploadTemp('application/pdf', Buffer.from('%PDF-1.4 test'));
  const notImage = await staff.request({ method: 'POST', url: '/de/pageeditor-api/media/', payload: { temp_file_id: pdf } });
  assert.equal(notImage.statusCode, 400);
  assert.equal(notImage.json().field, 'temp_file_id');
  const missing = await staff.request({ method: 'POST', url: '/de/pageeditor-api/media/', payload: { temp_file_id: '00000000-0000-4000-8000-000000000000' } });
  assert.equal(missing.json().field, 'temp_file_id');
  assert.equal((await staff.request({ method: 'POST', url: '/de/pageeditor-api/media/', payload: { temp_file_id: pdf }, csrf: false })).statusCode, 403);
});
