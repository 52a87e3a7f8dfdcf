import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { tempFileSchema } from 'shared-contracts/entities';
import { client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';
import { purgeUnattachedUploads } from './forms-routes';

const CSRF = 'uploads-test-csrf-token-0123456789';
const MB = 1024 * 1024;
let t: TestApp;
let dir: string;

function upload(data: Buffer, opts: { type?: string; address?: string; name?: string } = {}) {
  const boundary = '----uploadtest';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${opts.name ?? 'plan.pdf'}"\r\nContent-Type: ${opts.type ?? 'application/pdf'}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return t.app.inject({
    method: 'POST',
    url: '/de/api/temp-files/',
    remoteAddress: opts.address ?? '203.0.113.50',
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-csrftoken': CSRF },
    cookies: { csrftoken: CSRF },
  });
}
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 32)]);
const onDisk = () => fs.readdirSync(dir);

before(async () => {
  for (const key of ['UPLOAD_MAX_BYTES', 'UPLOAD_QUOTA_BYTES', 'UPLOADS_PER_ADDRESS', 'UPLOADS_WINDOW_MS']) delete process.env[key];
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-test-'));
  t = await testApp({ now: new Date('2026-05-06T10:00:00Z'), config: { uploadsDir: dir } });
});
after(() => t.close());

describe('uploads (5 MB, 10 per address in 10 minutes, 25 MB of unattached files per client and day)', () => {
  it('keeps the file on disk, not in the database', async () => {
    const res = await upload(pdf(1000), { address: '203.0.113.1' });
    assert.equal(res.statusCode, 201, res.body);
    const file = tempFileSchema.parse(res.json());
    assert.deepEqual(fs.readFileSync(path.join(dir, file.id)), pdf(1000));
    const [row] = await t.db.query<{ data: unknown }>('SELECT data FROM temp_files WHERE id = $1', [file.id]);
    assert.equal(row.data, null);
  });

  it('accepts exactly 5 MB and answers 413 for one byte more, keeping nothing', async () => {
    const exact = await upload(pdf(5 * MB), { address: '203.0.113.2' });
    assert.equal(exact.statusCode, 201, exact.body);
    assert.equal(exact.json().size, 5 * MB);
    const files = onDisk().length;
    for (const size of [5 * MB + 1, 6 * MB]) {
      const over = await upload(pdf(size), { address: '203.0.113.2' });
      assert.equal(over.statusCode, 413, `${size} bytes`);
      assert.equal(over.json().field, 'file');
    }
    assert.equal(onDisk().length, files, 'no cut-off file is kept');
    const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM temp_files WHERE client_key = '203.0.113.2'");
    assert.equal(n, 1);
  });

  it('checks the type on the content, not the declared name or type', async () => {
    const png = await upload(pdf(500), { type: 'image/png', name: 'bild.png', address: '203.0.113.3' });
    assert.equal(png.statusCode, 400);
    assert.match(png.json().message, /not a valid image\/png/);
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), { name: 'x.pdf', address: '203.0.113.3' });
    assert.equal(html.statusCode, 400);
    assert.equal((await upload(Buffer.from('<svg/>'), { type: 'image/svg+xml', address: '203.0.113.3' })).statusCode, 400);
  });

  it('allows ten uploads per address in ten minutes, then 429', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await upload(pdf(100), { address: '198.51.100.30' })).statusCode);
    assert.deepEqual(statuses, [...Array(10).fill(201), 429]);
    assert.equal((await upload(pdf(100), { address: '198.51.100.31' })).statusCode, 201);
  });

  it('holds each client to 25 MB of unattached uploads a day', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await upload(pdf(5 * MB), { address: '198.51.100.40' })).statusCode);
    assert.deepEqual(statuses, [201, 201, 201, 201, 201, 429]);
  });

  it('holds the quota under parallel uploads too: each reserves its share before it streams', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => upload(pdf(5 * MB), { address: '198.51.100.41' })));
    const statuses = results.map((r) => r.statusCode).sort();
    assert.deepEqual(statuses, [201, 201, 201, 201, 201, 429, 429, 429]);
    const [{ bytes }] = await t.db.query<{ bytes: number }>("SELECT coalesce(sum(size), 0)::int AS bytes FROM temp_files WHERE client_key = '198.51.100.41'");
    assert.equal(bytes, 25 * MB);
    const ids = results.filter((r) => r.statusCode === 201).map((r) => tempFileSchema.parse(r.json()).id);
    assert.equal(ids.reduce((sum, id) => sum + fs.statSync(path.join(dir, id)).size, 0), 25 * MB, 'bytes on disk stay within the quota');
  });

  it('serves a file back to staff only, as a download with nosniff', async () => {
    const html = Buffer.concat([Buffer.from('%PDF-1.4\n<html><script>alert(1)</script>'), Buffer.alloc(20, 32)]);
    const file = tempFileSchema.parse((await upload(html, { name: 'bericht 2026.pdf', address: '203.0.113.4' })).json());
    assert.equal((await t.app.inject(`/de/api/temp-files/${file.id}/`)).statusCode, 401);
    const staff = client(t.app);
    await staff.login();
    const res = await staff.get(`/de/api/temp-files/${file.id}/`);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-disposition'], `attachment; filename="bericht 2026.pdf"; filename*=UTF-8''bericht%202026.pdf`);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.deepEqual(res.rawPayload, html);
    assert.equal((await staff.get('/de/api/temp-files/not-an-id/')).statusCode, 400);
  });

  it('purges unattached uploads after a day, files and rows', async () => {
    const file = tempFileSchema.parse((await upload(pdf(300), { address: '203.0.113.5' })).json());
    t.clock.advance(23 * 60 * 60_000);
    await purgeUnattachedUploads({ db: t.db, clock: t.clock, config: { appsRoot: '.', remoteMap: {}, secureCookies: false, uploadsDir: dir } });
    assert.ok(onDisk().includes(file.id), 'younger than a day: kept');
    t.clock.advance(2 * 60 * 60_000);
    const purged = await purgeUnattachedUploads({ db: t.db, clock: t.clock, config: { appsRoot: '.', remoteMap: {}, secureCookies: false, uploadsDir: dir } });
    assert.ok(purged >= 1);
    assert.ok(!onDisk().includes(file.id));
    assert.deepEqual(await t.db.query('SELECT 1 FROM temp_files WHERE id = $1', [file.id]), []);
  });
});
