import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, test } from 'node:test';
import opentype from 'opentype.js';
import { type TestApp, testApp } from '../../testing/test-app';
import { FALLBACK_FACES, servedFaces } from '../../lib/brand-fonts';

let t: TestApp;
before(async () => {
  t = await testApp();
});
after(() => t.close());

test('every document preloads the first screen faces and declares every face with swap and its fallbacks', async () => {
  const html = (await t.app.inject('/de')).body;
  for (const face of servedFaces()) {
    assert.ok(html.includes(`src:url(${face.url}) format('woff2')`), face.url);
    assert.equal(html.includes(`<link rel="preload" href="${face.url}" as="font" type="font/woff2" crossorigin>`), face.preload, face.url);
  }
  assert.match(html, /font-display:swap/);
  assert.match(html, /font-family:'Fraunces Fallback';font-weight:600;src:local\('Times New Roman Bold'\)/);
});

test('the woff2 files come from our own server, cached for a year; other names are 404', async () => {
  const face = servedFaces()[0];
  const res = await t.app.inject(face.url);
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-type'], 'font/woff2');
  assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(res.rawPayload.subarray(0, 4).toString('latin1'), 'wOF2');
  assert.equal((await t.app.inject('/fonts/fraunces-latin-900-normal.woff2')).statusCode, 404);
  assert.equal((await t.app.inject('/fonts/..%2fpackage.json')).statusCode, 404);
});

/**
 * The fallback overrides, recomputed: average advance of a German and English sample text, ascent and descent of the
 * brand face against Arial's and Times New Roman's (figures of their metric twins Liberation Sans and Serif, per em).
 */
const SAMPLE = 'Die Landesausstellung erzählt, wie der Strom Handel, Glauben und Alltag der Region geprägt hat. The exhibition tells how the river shaped the trade, faith and everyday life of the region. 0123456789';
const FALLBACK_AVG_WIDTH: Record<string, number> = { 'Arial': 0.44444, 'Arial Bold': 0.47486, 'Times New Roman Bold': 0.42943 };

test('fallback size-adjust, ascent and descent match the brand faces', () => {
  for (const fallback of FALLBACK_FACES) {
    const family = fallback.family.replace(' Fallback', '');
    const face = servedFaces().find((f) => f.family === family && f.weight === fallback.weight && f.style === 'normal')!;
    const woff = fs.readFileSync(face.file.replace(/\.woff2$/, '.woff'));
    const font = opentype.parse(woff.buffer.slice(woff.byteOffset, woff.byteOffset + woff.byteLength));
    const upm = font.unitsPerEm;
    let advance = 0;
    for (const ch of SAMPLE) advance += font.charToGlyph(ch).advanceWidth ?? 0;
    const sizeAdjust = advance / upm / SAMPLE.length / FALLBACK_AVG_WIDTH[fallback.local[0]];
    const hhea = font.tables.hhea as unknown as { ascender: number; descender: number };
    assert.ok(Math.abs(fallback.sizeAdjust - sizeAdjust * 100) < 0.05, `${fallback.family} ${fallback.weight} size-adjust ${sizeAdjust * 100}`);
    assert.ok(Math.abs(fallback.ascent - (hhea.ascender / upm / sizeAdjust) * 100) < 0.05, `${fallback.family} ascent`);
    assert.ok(Math.abs(fallback.descent - (-hhea.descender / upm / sizeAdjust) * 100) < 0.05, `${fallback.family} descent`);
  }
});
