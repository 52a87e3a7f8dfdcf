import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { type UploadStore, diskUploadStore } from '../../lib/upload-store';
import { type TestApp, testApp } from '../../testing/test-app';

const CSRF = 'upload-disk-test-csrf-token-0123456789';
const MB = 1024 * 1024;
let t: TestApp;
let dir: string;
let freeBytes = 10 * 1024 * MB;
let failWrites = false;

/** The disk store, except that while `failWrites` is on every write fails as a full disk does. */
function storeThatCanFillUp(inner: UploadStore): UploadStore {
  return {
    ...inner,
    createWriteStream: (id) => {
      if (!failWrites) return inner.createWriteStream(id);
      return new Writable({
        write: (_chunk, _encoding, done) => done(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })),
      });
    },
  };
}

function upload(bytes: number, address: string) {
  const boundary = '----diskfulltest';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  const data = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 32)]);
  return t.app.inject({
    method: 'POST',
    url: '/de/api/temp-files/',
    remoteAddress: address,
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-csrftoken': CSRF },
    cookies: { csrftoken: CSRF },
  });
}
const readyUploads = async () => {
  const res = await t.app.inject('/readyz');
  assert.equal(res.statusCode, 200, 'a full upload disk leaves the instance ready');
  return res.json().details.uploads as { status: string; free_bytes: number | null; message?: string };
};
const timed = async <T>(fn: () => Promise<T>) => {
  const start = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - start };
};

before(async () => {
  for (const key of ['UPLOAD_QUOTA_BYTES', 'UPLOADS_PER_ADDRESS', 'UPLOADS_WINDOW_MS', 'UPLOAD_FREE_DISK_FLOOR_BYTES']) delete process.env[key];
  process.env.UPLOAD_MAX_BYTES = String(MB);
  process.env.UPLOAD_BUDGET_BYTES_PER_HOUR = String(3 * MB);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-disk-test-'));
  t = await testApp({
    seed: false,
    now: new Date('2026-05-06T10:00:00Z'),
    config: { uploadsDir: dir, uploadStore: storeThatCanFillUp(diskUploadStore(dir)), freeSpaceProbe: async () => freeBytes },
  });
});
after(async () => {
  delete process.env.UPLOAD_MAX_BYTES;
  delete process.env.UPLOAD_BUDGET_BYTES_PER_HOUR;
  await t.close();
});

describe('a full upload disk', () => {
  it('answers 507 at once with a clear message, says so in /readyz, and the rest keeps working', async () => {
    freeBytes = 0;
    try {
      const { value: res, ms } = await timed(() => upload(1000, '198.51.100.1'));
      assert.equal(res.statusCode, 507);
      assert.equal(res.json().field, 'file');
      assert.match(res.json().message, /no room/);
      assert.ok(ms < 2000, `answered in ${Math.round(ms)} ms`);
      const uploads = await readyUploads();
      assert.equal(uploads.status, 'full');
      assert.match(uploads.message ?? '', /full/);
      assert.equal((await t.app.inject('/healthz')).statusCode, 200);
      assert.equal((await t.app.inject('/de/api/user-details/')).statusCode, 200);
      const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM temp_files');
      assert.equal(n, 0, 'nothing was reserved');
    } finally {
      freeBytes = 10 * 1024 * MB;
    }
  });

  it('refuses visitors below the free-disk floor (512 MB by default)', async () => {
    freeBytes = 100 * MB;
    try {
      assert.equal((await upload(1000, '198.51.100.2')).statusCode, 507);
      assert.equal((await readyUploads()).status, 'floor');
    } finally {
      freeBytes = 10 * 1024 * MB;
    }
    assert.equal((await readyUploads()).status, 'ok');
    assert.equal((await upload(1000, '198.51.100.2')).statusCode, 201);
  });

  it('a write that finds the disk full is a 507, keeps nothing, and later uploads are refused at once until it clears', async () => {
    failWrites = true;
    try {
      const { value: res, ms } = await timed(() => upload(200_000, '198.51.100.3'));
      assert.equal(res.statusCode, 507, res.body);
      assert.match(res.json().message, /no room/);
      assert.ok(ms < 2000, `answered in ${Math.round(ms)} ms`);
      const [{ n }] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM temp_files WHERE client_key = '198.51.100.3'");
      assert.equal(n, 0, 'the reservation is gone');
    } finally {
      failWrites = false;
    }
    assert.equal((await readyUploads()).status, 'full');
    assert.equal((await upload(1000, '198.51.100.3')).statusCode, 507, 'refused at once while the failure is fresh');
    t.clock.advance(31_000);
    assert.equal((await readyUploads()).status, 'ok');
    assert.equal((await upload(1000, '198.51.100.3')).statusCode, 201);
  });
});

describe('the visitors\u2019 hourly upload budget (UPLOAD_BUDGET_BYTES_PER_HOUR)', () => {
  it('holds across addresses: 503 once the hour\u2019s bytes are spent, uploads again an hour later', async () => {
    t.clock.advance(2 * 60 * 60_000);
    const addresses = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'];
    const answers = [];
    for (const address of addresses) answers.push((await upload(MB, address)).statusCode);
    assert.deepEqual(answers, [201, 201, 201, 503]);
    const refused = await upload(1000, '192.0.2.5');
    assert.equal(refused.statusCode, 503);
    assert.match(refused.json().message, /no more uploads this hour/);
    assert.ok(refused.headers['retry-after']);
    t.clock.advance(61 * 60_000);
    assert.equal((await upload(MB, '192.0.2.5')).statusCode, 201);
  });
});
