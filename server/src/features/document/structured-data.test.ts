import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { LOCALES, type Locale } from 'shared-contracts/locales';
import { type RouteName, buildPath } from 'shared-contracts/routes';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
before(async () => {
  t = await testApp();
});
after(async () => {
  await t.close();
});

type Node = Record<string, unknown> & { '@type': string | string[]; '@context': string };

/** Every JSON-LD block of a document, parsed (a block that is not JSON fails the test here). */
async function jsonLd(url: string): Promise<Node[]> {
  const res = await t.app.inject(url);
  assert.equal(res.statusCode, 200, url);
  const blocks = [...res.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1]);
  return blocks.map((block) => {
    const node = JSON.parse(block) as Node;
    assert.equal(node['@context'], 'https://schema.org', url);
    return node;
  });
}
const ofType = (nodes: Node[], type: string) => nodes.filter((n) => [n['@type']].flat().includes(type));
const absolute = (value: unknown) => typeof value === 'string' && /^http:\/\/localhost(:\d+)?\//.test(value);

/** A real path of each detail route, read from the seeded rows. */
async function detailPaths(locale: Locale): Promise<Partial<Record<RouteName, string>>> {
  const one = async (sql: string) => (await t.db.query<{ id: number; slug_de: string; slug_en: string }>(sql))[0];
  const slug = (row: { slug_de: string; slug_en: string }) => (locale === 'de' ? row.slug_de : row.slug_en);
  const event = await one('SELECT id, slug_de, slug_en FROM events WHERE venue_id IS NOT NULL AND EXISTS (SELECT 1 FROM seat_groups WHERE event_id = events.id) ORDER BY date_start, id LIMIT 1');
  const article = await one('SELECT id, slug_de, slug_en FROM articles ORDER BY date DESC, id LIMIT 1');
  const production = await one('SELECT id, slug_de, slug_en FROM productions ORDER BY id LIMIT 1');
  const venue = await one('SELECT id, slug_de, slug_en FROM venues ORDER BY id LIMIT 1');
  const series = await one('SELECT id, slug_de, slug_en FROM series ORDER BY id LIMIT 1');
  const person = (await t.db.query<{ id: number; slug: string }>('SELECT id, slug FROM persons ORDER BY id LIMIT 1'))[0];
  const category = await one('SELECT id, slug_de, slug_en FROM article_categories ORDER BY id LIMIT 1');
  return {
    'events-slug-id': buildPath('events-slug-id', locale, { slug: slug(event), id: String(event.id) }),
    'magazine-slug-id': buildPath('magazine-slug-id', locale, { slug: slug(article), id: String(article.id) }),
    'productions-slug-id': buildPath('productions-slug-id', locale, { slug: slug(production), id: String(production.id) }),
    'venues-slug-id': buildPath('venues-slug-id', locale, { slug: slug(venue), id: String(venue.id) }),
    'series-slug-id': buildPath('series-slug-id', locale, { slug: slug(series), id: String(series.id) }),
    'team-slug-id': buildPath('team-slug-id', locale, { slug: person.slug, id: String(person.id) }),
    'magazine-categories-category-id': buildPath('magazine-categories-category-id', locale, { category: slug(category), id: String(category.id) }),
  };
}

for (const locale of LOCALES) {
  test(`${locale}: Event on the event detail has what event rich results require, with offers in EUR`, async () => {
    const path = (await detailPaths(locale))['events-slug-id']!;
    const [event] = ofType(await jsonLd(path), 'Event');
    assert.ok(event, path);
    const [row] = await t.db.query<{ title: string }>(`SELECT title_${locale} AS title FROM events WHERE id = $1`, [Number(path.split('/').pop())]);
    assert.equal(event.name, row.title);
    assert.match(String(event.startDate), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/, 'startDate with its UTC offset');
    const location = event.location as { '@type': string; name: string; address: Record<string, string> };
    assert.equal(location['@type'], 'Place');
    assert.ok(location.name);
    assert.ok(location.address.streetAddress && location.address.addressLocality && location.address.postalCode);
    assert.ok(absolute(event.url) && String(event.url).endsWith(path));
    assert.ok((event.image as string[]).every(absolute));
    const offers = event.offers as { price: string; priceCurrency: string; availability: string }[];
    assert.ok(offers.length > 0);
    for (const offer of offers) {
      assert.equal(offer.priceCurrency, 'EUR');
      assert.match(offer.price, /^\d+(\.\d{1,2})?$/);
      assert.match(offer.availability, /^https:\/\/schema\.org\/(InStock|SoldOut|LimitedAvailability)$/);
    }
    assert.equal(event.eventStatus, 'https://schema.org/EventScheduled');
  });

  test(`${locale}: Article on a magazine article has what article rich results require, and its breadcrumb`, async () => {
    const path = (await detailPaths(locale))['magazine-slug-id']!;
    const nodes = await jsonLd(path);
    const [article] = ofType(nodes, 'Article');
    assert.ok(article, path);
    assert.ok(typeof article.headline === 'string' && article.headline.length > 0 && article.headline.length <= 110);
    assert.ok(Array.isArray(article.image) && article.image.length > 0 && article.image.every(absolute));
    assert.match(String(article.datePublished), /^\d{4}-\d{2}-\d{2}/);
    const authors = article.author as { '@type': string; name: string }[];
    assert.ok(authors.length > 0 && authors.every((a) => a.name && ['Person', 'Organization'].includes(a['@type'])));
    assert.ok((article.publisher as { logo?: { url: string } }).logo?.url);
    const [crumbs] = ofType(nodes, 'BreadcrumbList');
    const items = crumbs.itemListElement as { position: number; name: string; item?: string }[];
    assert.deepEqual(items.map((i) => i.position), [1, 2, 3, 4]);
    assert.equal(items[3].name, article.headline);
  });

  test(`${locale}: ItemList on the events list holds the first page of the events API, in order`, async () => {
    const events = buildPath('events', locale);
    const [list] = ofType(await jsonLd(events), 'ItemList');
    const api = (await t.app.inject(`/${locale}/api/events/?page_size=10`)).json() as { results: { urls: Record<Locale, string> }[] };
    assert.ok(api.results.length > 0);
    const urls = (list.itemListElement as { position: number; url: string }[]).map((i) => new URL(i.url).pathname);
    assert.deepEqual(urls, api.results.map((e) => e.urls[locale]));
    // The filters and date of the query string narrow the list as they narrow the page.
    const [tag] = await t.db.query<{ tag_id: number }>('SELECT tag_id FROM event_tag_links GROUP BY tag_id ORDER BY count(*) LIMIT 1');
    const filtered = (await t.app.inject(`/${locale}/api/events/?page_size=10&tag=${tag.tag_id}`)).json() as { results: { urls: Record<Locale, string> }[] };
    const [narrow] = ofType(await jsonLd(`${events}?tag=${tag.tag_id}`), 'ItemList');
    assert.deepEqual(
      (narrow.itemListElement as { url: string }[]).map((i) => new URL(i.url).pathname),
      filtered.results.map((e) => e.urls[locale]),
    );
  });

  test(`${locale}: Organization/Museum on the home page only; every route's JSON-LD parses`, async () => {
    const home = await jsonLd(`/${locale}`);
    assert.equal(ofType(home, 'Museum').length, 1);
    assert.equal(ofType(home, 'BreadcrumbList').length, 0);
    const paths = [
      buildPath('events', locale),
      buildPath('magazine', locale),
      buildPath('magazine-tags', locale),
      buildPath('productions', locale),
      buildPath('team', locale),
      buildPath('impressum', locale),
      buildPath('search', locale),
      locale === 'de' ? '/de/ausstellung/raeume' : '/en/exhibition/rooms',
      ...Object.values(await detailPaths(locale)),
    ];
    for (const path of paths) {
      const nodes = await jsonLd(path);
      assert.equal(ofType(nodes, 'Museum').length, 0, path);
      for (const crumbs of ofType(nodes, 'BreadcrumbList')) {
        const items = crumbs.itemListElement as { position: number; name: string; item?: string }[];
        assert.ok(items.length >= 2, path);
        assert.deepEqual(items.map((i) => i.position), items.map((_, i) => i + 1), path);
        assert.ok(items.every((i) => i.name), path);
        assert.ok(items.slice(0, -1).every((i) => absolute(i.item)), path);
      }
    }
    // Nested CMS page: home, its parent, the page.
    const [nested] = ofType(await jsonLd(locale === 'de' ? '/de/ausstellung/raeume' : '/en/exhibition/rooms'), 'BreadcrumbList');
    const names = (nested.itemListElement as { name: string }[]).map((i) => i.name);
    assert.equal(names[0], locale === 'de' ? 'Startseite' : 'Home');
    assert.equal(names.length, 3);
  });
}

test('error pages carry no structured data', async () => {
  const res = await t.app.inject('/de/veranstaltungen/x/999999');
  assert.equal(res.statusCode, 404);
  assert.doesNotMatch(res.body, /application\/ld\+json/);
});
