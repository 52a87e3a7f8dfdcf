import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { test } from 'node:test';
import { diskUploadStore } from './upload-store';

test('the disk upload store writes, reads and removes by upload id, and nothing outside its folder', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-store-'));
  const store = diskUploadStore(dir);
  const id = randomUUID();
  const out = store.createWriteStream(id);
  out.end(Buffer.from('%PDF-1.4 hello'));
  await finished(out);
  assert.deepEqual(fs.readdirSync(dir), [id]);
  assert.equal((await store.readAll(id))?.toString(), '%PDF-1.4 hello');
  const chunks: Buffer[] = [];
  for await (const chunk of (await store.read(id))!) chunks.push(chunk as Buffer);
  assert.equal(Buffer.concat(chunks).toString(), '%PDF-1.4 hello');

  const again = store.createWriteStream(id);
  await assert.rejects(finished(again), (e: NodeJS.ErrnoException) => e.code === 'EEXIST', 'an id is written once');

  assert.equal(await store.read('../../etc/passwd'), null);
  assert.equal(await store.readAll('../../etc/passwd'), null);
  assert.throws(() => store.createWriteStream('../escape'), /not an upload id/);
  await store.remove(id);
  await store.remove(id);
  assert.equal(await store.read(id), null);
  assert.deepEqual(fs.readdirSync(dir), []);
  fs.rmSync(dir, { recursive: true, force: true });
});
