import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type TestApp, testApp } from '../../testing/test-app';

let staging: TestApp;
let production: TestApp;
before(async () => {
  staging = await testApp();
  production = await testApp({ config: { indexable: true } });
});
after(async () => {
  await staging.close();
  await production.close();
});

test('a staging instance keeps search engines out: robots none, robots.txt disallows all, no sitemap', async () => {
  assert.match((await staging.app.inject('/de/besuch')).body, /<meta name="robots" content="none">/);
  const robots = await staging.app.inject('/robots.txt');
  assert.equal(robots.statusCode, 200);
  assert.equal(robots.body, 'User-agent: *\nDisallow: /\n');
  assert.equal((await staging.app.inject('/sitemap.xml')).statusCode, 404);
});

test('SITE_INDEXABLE: documents are indexable, robots.txt names the sitemap, which lists pages and events in both languages', async () => {
  assert.match((await production.app.inject('/de/besuch')).body, /<meta name="robots" content="index, follow">/);
  const robots = await production.app.inject('/robots.txt');
  assert.match(robots.body, /^User-agent: \*\nAllow: \//);
  assert.match(robots.body, /Disallow: \/de\/cms-hub/);
  assert.match(robots.body, /Sitemap: http:\/\/localhost:80\/sitemap.xml/);
  const sitemap = await production.app.inject('/sitemap.xml');
  assert.equal(sitemap.statusCode, 200);
  assert.match(String(sitemap.headers['content-type']), /application\/xml/);
  const xml = sitemap.body;
  assert.match(xml, /<loc>http:\/\/localhost:80\/de\/besuch<\/loc><xhtml:link rel="alternate" hreflang="de" href="http:\/\/localhost:80\/de\/besuch"\/><xhtml:link rel="alternate" hreflang="en" href="http:\/\/localhost:80\/en\/visit"\/><\/url>/);
  assert.match(xml, /<loc>http:\/\/localhost:80\/en\/visit<\/loc>/);
  const [event] = await production.db.query<{ id: number; slug_de: string; slug_en: string }>('SELECT id, slug_de, slug_en FROM events ORDER BY id LIMIT 1');
  assert.ok(xml.includes(`<loc>http://localhost:80/de/veranstaltungen/${event.slug_de}/${event.id}</loc>`));
  assert.ok(xml.includes(`hreflang="en" href="http://localhost:80/en/events/${event.slug_en}/${event.id}"`));
  // Offline pages and pages behind a login are not public.
  const hidden = await production.db.query<{ path: string }>(
    `SELECT t.path FROM pages p JOIN page_translations t ON t.page_id = p.id WHERE (NOT p.is_online OR p.middleware ? 'auth') AND t.locale = 'de' AND t.path <> ''`,
  );
  for (const { path } of hidden) assert.ok(!xml.includes(`/de/${path}<`), `${path} is not public`);
  // Each address is valid XML text: no raw ampersand.
  assert.doesNotMatch(xml, /&(?!amp;|lt;|gt;|quot;|#)/);
});
