import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import sharp from 'sharp';
import { imageObjSchema, imageThumbnailsSchema } from 'shared-contracts/entities';
import { generateImage, setMediaRoot } from './images';

test('generateImage writes jpg, webp, avif and three thumbnails, and reuses them for the same seed', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'core-media-'));
  setMediaRoot(dir);
  try {
    const a = await generateImage({ seed: 'test-1', label: 'Große Halle', width: 640, height: 360 });
    imageObjSchema.parse(a.image_obj);
    imageThumbnailsSchema.parse(a.image_thumbnails);
    assert.equal(fs.readdirSync(dir).length, 6);
    const meta = await sharp(path.join(dir, a.image_obj.avif.replace('/media/', ''))).metadata();
    assert.equal(meta.width, 640);
    const small = await sharp(path.join(dir, a.image_thumbnails.small.replace('/media/', ''))).metadata();
    assert.equal(small.width, 320);
    const mtime = fs.statSync(path.join(dir, a.image_obj.url.replace('/media/', ''))).mtimeMs;
    setMediaRoot(dir); // clears the in-process cache: the files on disk must be reused
    const b = await generateImage({ seed: 'test-1', label: 'Große Halle', width: 640, height: 360 });
    assert.deepEqual(b, a);
    assert.equal(fs.statSync(path.join(dir, b.image_obj.url.replace('/media/', ''))).mtimeMs, mtime);
    await assert.rejects(generateImage({ seed: 'x', label: 'x', width: 0, height: 10 }), /width and height/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
