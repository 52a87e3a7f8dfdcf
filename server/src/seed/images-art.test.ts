import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { artKindFor, drawArt } from './images-art';
import { partnerLogos } from './site/partner-logos';

test('each study is chosen by what the picture stands for, drawn the same way every time, and rasterizes', async () => {
  const cases: Array<[string, string]> = [
    ['domain-event-tour-1', 'arcade'],
    ['domain-event-concert-2', 'vault'],
    ['domain-event-talk-3', 'river'],
    ['domain-person-4', 'portrait'],
    ['site-crown', 'object'],
    ['domain-event-workshop-0', 'composition'],
  ];
  for (const [seed, kind] of cases) {
    assert.equal(artKindFor(seed, 0), kind, seed);
    const svg = drawArt(seed, 600, 400, 12345);
    assert.equal(svg, drawArt(seed, 600, 400, 12345), `${seed} is deterministic`);
    assert.doesNotMatch(svg, /NaN|undefined|Infinity/, seed);
    const { width, height } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true }).then((r) => r.info);
    assert.deepEqual([width, height], [600, 400]);
  }
  assert.notEqual(drawArt('domain-event-tour-1', 600, 400, 1), drawArt('domain-event-tour-1', 600, 400, 2), 'another hash, another study');
});

test('the subject of a study sits in the middle: a 4:5 crop of a 16:9 picture keeps it', async () => {
  for (const seed of ['domain-event-tour-1', 'domain-event-concert-2', 'site-crown', 'domain-person-4']) {
    const png = await sharp(Buffer.from(drawArt(seed, 1600, 900, 777))).png().toBuffer();
    // Detail: how much neighbouring pixels differ, summed over a region of the greyscale picture.
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const edges = (from: number, to: number) => {
      let sum = 0;
      for (let y = 0; y < info.height; y++) for (let x = from + 1; x < to; x++) sum += Math.abs(data[y * info.width + x] - data[y * info.width + x - 1]);
      return sum;
    };
    const whole = edges(0, 1600);
    const middle = edges(800 - 360, 800 + 360);
    // The middle 45 % of the width holds about its share of the detail or more (0.40 to 0.78 for these): no study
    // puts its subject at an edge, where a portrait crop would cut it away.
    assert.ok(middle / whole >= 0.38, `${seed}: ${(middle / whole).toFixed(2)}`);
  }
});

test('partner wordmarks are outlined SVG with their names as labels', () => {
  const logos = partnerLogos();
  assert.equal(logos.length, 4);
  for (const logo of logos) {
    assert.match(logo.svg, /^<svg [^>]*role="img" aria-label="[^"]+"/);
    assert.ok(logo.svg.includes(`aria-label="${logo.name}"`));
    assert.doesNotMatch(logo.svg, /<text|NaN|undefined/);
    assert.match(logo.svg, /<path d="M[-0-9.]+ [-0-9.]+/, logo.key);
  }
});
