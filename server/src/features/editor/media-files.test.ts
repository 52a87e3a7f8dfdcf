import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { getMediaRoot } from '../../lib/media-root';
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

// The first bytes real files start with: an MP4 box header and an MP3 ID3 tag, padded to a plausible size.
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(2048, 1)]);
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.alloc(2048, 2)]);

function multipart(type: string, data: Buffer, name: string) {
  const boundary = '----editor-files-test';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);
  return { payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
async function uploadTemp(who: Client, type: string, data: Buffer, name = 'Rundgang.mp4') {
  return who.request({ method: 'POST', url: '/de/api/temp-files/', ...multipart(type, data, name) });
}

test('staff upload a video through the temp-files call; it joins the library with titles and alt text in both languages', async () => {
  const temp = await uploadTemp(staff, 'video/mp4', MP4);
  assert.equal(temp.statusCode, 201, temp.body);
  const added = await staff.request({
    method: 'POST',
    url: '/en/pageeditor-api/media/files/',
    payload: { temp_file_id: temp.json().id, kind: 'video', title_de: 'Rundgang Kreuzgang', title_en: 'Cloister walk', alt_de: 'Kamerafahrt', alt_en: 'Camera ride' },
  });
  assert.equal(added.statusCode, 201, added.body);
  const item = added.json();
  assert.match(item.url, /^\/media\/files\/cloister-walk-[0-9a-f]{10}\.mp4$/);
  assert.equal(item.title, 'Cloister walk');
  assert.equal(item.alt, 'Camera ride');
  assert.ok(fs.existsSync(path.join(getMediaRoot(), item.url.replace('/media/', ''))));
  const served = await t.app.inject(item.url);
  assert.equal(served.statusCode, 200);
  assert.equal(served.rawPayload.length, MP4.length);

  const de = (await staff.get('/de/pageeditor-api/media/files/?kind=video&q=rundgang')).json();
  assert.equal(de[0].url, item.url);
  assert.equal(de[0].title, 'Rundgang Kreuzgang');
  assert.equal(de[0].alt, 'Kamerafahrt');
  assert.ok(!(await staff.get('/de/pageeditor-api/media/files/?kind=audio')).json().some((f: { url: string }) => f.url === item.url), 'videos are not offered for audio');
  const audio = (await staff.get('/de/pageeditor-api/media/files/?kind=audio')).json() as Array<{ url: string }>;
  assert.ok(audio.some((f) => f.url === '/media/demo-audioguide.mp3'), 'files the pages already use are in the library');
});

test('the type is checked on the content: a text file named mp3, a video offered as audio, visitors uploading video', async () => {
  const fake = await uploadTemp(staff, 'audio/mpeg', Buffer.from('just some text, not audio at all'), 'song.mp3');
  assert.equal(fake.statusCode, 400);
  assert.equal(fake.json().field, 'file');
  const video = await uploadTemp(staff, 'video/mp4', MP4);
  const wrongKind = await staff.request({ method: 'POST', url: '/de/pageeditor-api/media/files/', payload: { temp_file_id: video.json().id, kind: 'audio' } });
  assert.equal(wrongKind.statusCode, 400);
  assert.equal(wrongKind.json().field, 'temp_file_id');
  const mp3 = await uploadTemp(staff, 'audio/mpeg', MP3, 'guide.mp3');
  assert.equal(mp3.statusCode, 201, mp3.body);
  const ok = await staff.request({ method: 'POST', url: '/de/pageeditor-api/media/files/', payload: { temp_file_id: mp3.json().id, kind: 'audio', title_de: 'Führung' } });
  assert.equal(ok.statusCode, 201, ok.body);
  assert.match(ok.json().url, /\.mp3$/);
  const visitor = client(t.app);
  const refused = await uploadTemp(visitor, 'video/mp4', MP4);
  assert.equal(refused.statusCode, 400, 'visitors cannot upload video through the forms upload');
  assert.equal(refused.json().field, 'file');
});

test('the file library needs staff and CSRF, and names bad fields', async () => {
  assert.equal((await client(t.app).get('/de/pageeditor-api/media/files/?kind=video')).statusCode, 401);
  const noKind = await staff.get('/de/pageeditor-api/media/files/');
  assert.equal(noKind.statusCode, 400);
  assert.equal(noKind.json().field, 'kind');
  const badKind = await staff.request({ method: 'POST', url: '/de/pageeditor-api/media/files/', payload: { temp_file_id: '00000000-0000-4000-8000-000000000000', kind: 'image' } });
  assert.equal(badKind.json().field, 'kind');
  const missing = await staff.request({ method: 'POST', url: '/de/pageeditor-api/media/files/', payload: { temp_file_id: '00000000-0000-4000-8000-000000000000', kind: 'video' } });
  assert.equal(missing.statusCode, 400);
  assert.equal(missing.json().field, 'temp_file_id');
  const noCsrf = await staff.request({ method: 'POST', url: '/de/pageeditor-api/media/files/', payload: { temp_file_id: '00000000-0000-4000-8000-000000000000', kind: 'video' }, csrf: false });
  assert.equal(noCsrf.statusCode, 403);
});
