import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { downloadName } from '../../lib/upload-download';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
let editor: Client;
let kasse: Client;
const CSRF = 'downloads-test-csrf-token-0123456789';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Starts like a PNG, so it passes the type check, and is an HTML page with a script for a browser that sniffs. */
const POLYGLOT = Buffer.concat([PNG_MAGIC, Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);

function upload(data: Buffer, name: string, type: string) {
  const boundary = '----downloadstest';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);
  return t.app.inject({
    method: 'POST',
    url: '/de/api/temp-files/',
    remoteAddress: '203.0.113.90',
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-csrftoken': CSRF },
    cookies: { csrftoken: CSRF },
  });
}
const json = { 'content-type': 'application/json' };

before(async () => {
  t = await testApp({ config: { uploadsDir: fs.mkdtempSync(path.join(os.tmpdir(), 'downloads-test-')) } });
  editor = client(t.app);
  assert.equal((await editor.login('editor', 'editor')).statusCode, 200);
  kasse = client(t.app);
  assert.equal((await kasse.login('kasse', 'kasse')).statusCode, 200);
});
after(() => t.close());

test('a download is named after the type its content was checked to be', () => {
  assert.equal(downloadName('x.html', 'image/png'), 'x.png');
  assert.equal(downloadName('x.png.html', 'image/png'), 'x.png');
  assert.equal(downloadName('Plan Ü.pdf', 'application/pdf'), 'Plan Ü.pdf');
  assert.equal(downloadName('Foto.JPEG', 'image/jpeg'), 'Foto.JPEG');
  assert.equal(downloadName('lebenslauf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'), 'lebenslauf.docx');
  assert.equal(downloadName('.htaccess', 'image/webp'), 'upload.webp');
  assert.equal(downloadName('x.svg', 'application/octet-stream'), 'x.bin', 'a type not on the list is plain bytes');
});

test('a visitor\'s upload by its id: editors download it as an attachment matching its type, the box office gets 403', async () => {
  const file = await upload(POLYGLOT, 'x.html', 'image/png');
  assert.equal(file.statusCode, 201, file.body);
  const url = `/de/api/temp-files/${file.json().id}/`;
  assert.equal((await t.app.inject(url)).statusCode, 401, 'anonymous');
  const refused = await kasse.get(url);
  assert.equal(refused.statusCode, 403, 'the box office reads no form entries, so no files of them either');
  assert.match(refused.json().message, /^role: /);
  const res = await editor.get(url);
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-disposition'], `attachment; filename="x.png"; filename*=UTF-8''x.png`);
  assert.equal(res.headers['content-type'], 'image/png');
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  assert.deepEqual(res.rawPayload, POLYGLOT);
});

test('an entry\'s file goes out under the name of its checked type as well', async () => {
  const form = await editor.request({ method: 'POST', url: '/de/pageeditor-api/resources/forms/', payload: { title_de: 'Bewerbung', title_en: 'Application' }, headers: json });
  assert.equal(form.statusCode, 201, form.body);
  const formId = form.json().id as number;
  const field = await editor.request({
    method: 'POST',
    url: '/de/pageeditor-api/resources/form-fields/',
    payload: { form_id: formId, label_de: 'Mappe', label_en: 'Portfolio', slug: 'mappe', field_type: '11', sort: 1 },
    headers: json,
  });
  assert.equal(field.statusCode, 201, field.body);
  const file = await upload(POLYGLOT, 'mappe.html', 'image/png');
  const entry = await client(t.app).request({ method: 'POST', url: '/de/api/forms-entries/', payload: { form: formId, field_values: { mappe: file.json().id } }, headers: json });
  assert.equal(entry.statusCode, 201, entry.body);
  const res = await editor.get(`/de/pageeditor-api/forms/${formId}/entries/${entry.json().id}/files/mappe/`);
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-disposition']), /^attachment; filename="mappe\.png"; /);
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  assert.equal((await kasse.get(`/de/api/temp-files/${file.json().id}/`)).statusCode, 403);
});
