import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { FULL_TEASER_VARIANTS, IMAGE_LIST_VARIANTS, SECTION_VARIANTS, TEASER_LIST_VARIANTS } from 'shared-contracts/modules';
import { COLUMN_LAYOUTS, MODULE_KINDS } from 'shared-contracts/site';
import { getMediaRoot } from '../images';
import { type TestApp, testApp } from '../../testing/test-app';
import { seedDemoContent } from '../seed';
import { seedSite } from './seed-site';

let t: TestApp;
before(async () => {
  t = await testApp();
});
after(() => t.close());

test('the demo pages use every module kind, column layout and variant, in both languages', async () => {
  for (const locale of ['de', 'en']) {
    const rows = await t.db.query<{ kind: string; layout: string | null; variant: string | null }>(
      "SELECT kind, layout, data->>'extra_class' AS variant FROM modules WHERE locale = $1",
      [locale],
    );
    const has = (kind: string, variant?: string) => rows.some((r) => r.kind === kind && (variant === undefined || r.variant === variant));
    for (const kind of MODULE_KINDS) assert.ok(has(kind), `${locale}: kind ${kind}`);
    for (const layout of COLUMN_LAYOUTS) assert.ok(rows.some((r) => r.layout === layout), `${locale}: layout ${layout}`);
    for (const v of FULL_TEASER_VARIANTS) assert.ok(has('full_teaser', v), `full_teaser ${v}`);
    for (const v of TEASER_LIST_VARIANTS) assert.ok(has('teaser_list', v), `teaser_list ${v}`);
    for (const v of IMAGE_LIST_VARIANTS) assert.ok(has('image_list', v), `image_list ${v}`);
    for (const v of SECTION_VARIANTS) assert.ok(has('section', v), `section ${v}`);
  }
});

test('landing page, offline page, redirects, legal texts and the 404 html exist', async () => {
  const [landing] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pages WHERE is_landing_page');
  const [offline] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pages WHERE NOT is_online');
  const [redirects] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM redirects');
  const [legal] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM legal_texts');
  assert.ok(landing.n >= 1 && offline.n >= 1 && redirects.n >= 3);
  assert.equal(legal.n, 6);
  assert.equal((await t.db.query('SELECT 1 FROM error_pages WHERE status = 404')).length, 1);
});

test('generated images exist as jpg, webp, avif and thumbnails, served from /media with a long cache', async () => {
  const [row] = await t.db.query<{ data: { image_obj: { url: string; webp: string; avif: string }; image_thumbnails: Record<string, string> } }>(
    "SELECT data FROM modules WHERE kind = 'hero_media' LIMIT 1",
  );
  const urls = [row.data.image_obj.url, row.data.image_obj.webp, row.data.image_obj.avif, ...Object.values(row.data.image_thumbnails)];
  for (const url of urls) assert.ok(fs.existsSync(path.join(getMediaRoot(), url.replace('/media/', ''))), url);
  const res = await t.app.inject(row.data.image_obj.avif);
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-type'], 'image/avif');
  assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal((await t.app.inject('/media/..%2fpackage.json')).statusCode, 404);
});

test('seeding is idempotent', async () => {
  const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM modules'))[0].n;
  const before = await count();
  assert.equal(await seedDemoContent(t.db, t.clock), false);
  await t.db.transaction((tx) => seedSite(tx, t.clock));
  assert.equal(await count(), before);
  assert.deepEqual((await t.db.query<{ username: string }>('SELECT username FROM users ORDER BY id')).map((u) => u.username), ['admin', 'editor', 'lektorin', 'kasse'], 'the demo accounts, once each');
});
