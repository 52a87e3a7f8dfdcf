import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { LOCALES, type Locale } from 'shared-contracts/locales';
import { type RouteName, buildPath } from 'shared-contracts/routes';
import { type TestApp, testApp } from '../../testing/test-app';
import { type PageRenders, renderHostOf } from './render-host';
import { assertNodeBuild } from '../../testing/node-builds';

/**
 * Every route declares the queries it reads (the shell's route and each slot's props), the server fetches them,
 * then renders once: over every public page of the demo site and one address of every other route, in both
 * languages, the shell renders once and every slot renders once. The builds are the real ones (`npm run build`).
 */
const REPO_ROOT = path.resolve(__dirname, '../../../..');
let site: TestApp;
const seen: PageRenders[] = [];

before(async () => {
  assertNodeBuild('shell');
  // Generous budget: the first renders load every container on a cold, shared machine.
  site = await testApp({ appsRoot: REPO_ROOT, config: { slotBudgetMs: 30_000, documentCacheMs: 0 } });
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  renderHostOf(site.app, site.ctx)!.watch = (renders) => seen.push(renders);
});
after(() => site.close());

type Row = { id: number; slug_de: string; slug_en: string };

/** One real address of each route of the demo site in `locale`, read from the seeded rows. */
async function routeAddresses(locale: Locale): Promise<string[]> {
  const one = async (sql: string) => (await site.db.query<Row>(sql))[0]!;
  const slug = (row: Row) => (locale === 'de' ? row.slug_de : row.slug_en);
  const detail = (name: RouteName, row: Row) => buildPath(name, locale, { slug: slug(row), id: String(row.id) });
  const event = await one('SELECT id, slug_de, slug_en FROM events WHERE is_online AND series_id IS NOT NULL ORDER BY date_start, id LIMIT 1');
  const category = await one('SELECT id, slug_de, slug_en FROM article_categories ORDER BY id LIMIT 1');
  const tag = await one('SELECT id, slug_de, slug_en FROM article_tags ORDER BY id LIMIT 1');
  const person = (await site.db.query<{ id: number; slug: string }>('SELECT id, slug FROM persons ORDER BY id LIMIT 1'))[0]!;
  const series = await one('SELECT id, slug_de, slug_en FROM series ORDER BY id LIMIT 1');
  const pages = await site.db.query<{ path: string }>(
    `SELECT t.path FROM pages p JOIN page_translations t ON t.page_id = p.id
      WHERE p.is_online AND NOT (p.middleware ? 'auth') AND t.locale = $1 ORDER BY p.id`,
    [locale],
  );
  return [
    // Every public CMS page (home, legal pages, every other page the editors made)
    ...pages.map((page) => `/${locale}${page.path ? `/${page.path.replace(/^\/+/, '')}` : ''}`),
    buildPath('events', locale),
    `${buildPath('events', locale)}?date=04-12-2026`,
    detail('events-slug-id', event),
    buildPath('magazine', locale),
    buildPath('magazine-categories-category-id', locale, { category: slug(category), id: String(category.id) }),
    buildPath('magazine-tags', locale),
    buildPath('magazine-tags-tag-id', locale, { tag: slug(tag), id: String(tag.id) }),
    detail('magazine-slug-id', await one('SELECT id, slug_de, slug_en FROM articles ORDER BY date DESC, id LIMIT 1')),
    buildPath('productions', locale),
    detail('productions-slug-id', await one('SELECT id, slug_de, slug_en FROM productions ORDER BY id LIMIT 1')),
    buildPath('team', locale),
    buildPath('team-slug-id', locale, { slug: person.slug, id: String(person.id) }),
    detail('venues-slug-id', await one('SELECT id, slug_de, slug_en FROM venues ORDER BY id LIMIT 1')),
    detail('series-slug-id', series),
    buildPath('series-id', locale, { id: String(series.id) }),
    detail('forms-slug-id', await one('SELECT id, slug_de, slug_en FROM forms ORDER BY id LIMIT 1')),
    `${buildPath('search', locale)}?q=${locale === 'de' ? 'Biber' : 'beaver'}`,
    `${buildPath('search', locale, { category: 'events', page: '1' })}?q=${locale === 'de' ? 'Wasser' : 'water'}`,
    `/${locale}/gibt-es-nicht`,
  ];
}

/** The renders of the page at `url`, once its last slot settled (the watcher is told right after the answer ends). */
async function rendersOf(url: string): Promise<PageRenders> {
  const answer = await site.app.inject({ url });
  assert.ok([200, 404].includes(answer.statusCode), `${url}: ${answer.statusCode}`);
  for (let tries = 0; tries < 50; tries += 1) {
    const found = seen.find((entry) => entry.url === url);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url}: no render was reported`);
}

for (const locale of LOCALES) {
  test(`${locale}: every demo route renders the shell once and each of its slots once`, async () => {
    const urls = await routeAddresses(locale);
    const failures: string[] = [];
    let slots = 0;
    for (const url of urls) {
      const renders = await rendersOf(url);
      slots += renders.slots.length;
      if (renders.shell !== 1) failures.push(`${url}: the shell rendered ${renders.shell} times`);
      for (const slot of renders.slots) if (slot.renders !== 1) failures.push(`${url}: ${slot.id} rendered ${slot.renders} times`);
    }
    assert.deepEqual(failures, []);
    // The pages did render their slots on the server (a skeleton slot would not count here).
    assert.ok(slots >= urls.length - 2, `${slots} slots rendered over ${urls.length} pages`);
  });
}
