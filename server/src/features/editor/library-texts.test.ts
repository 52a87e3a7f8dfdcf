import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { siteCache } from '../../lib/site-cache';
import { addImage, halves, placeOnPage } from '../../testing/media-library';
import { publishPage } from '../../testing/publish';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';
import { assertNodeBuild } from '../../testing/node-builds';

/** The repository, where every app's dist lives (the document is rendered with the remotes' Node builds). */
const REPO_ROOT = path.resolve(__dirname, '../../../..');

let t: TestApp;
let staff: Client;
let visitor: Client;
before(async () => {
  assertNodeBuild('mf-content');
  t = await testApp({ appsRoot: REPO_ROOT });
  // Pages are rendered on the server once it listens (their Node builds are loaded from its own address).
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  staff = client(t.app);
  visitor = client(t.app);
  assert.equal((await staff.login()).statusCode, 200);
});
after(() => t.close());

interface ImageHolder {
  id: number;
  data: { image?: string; image_obj?: { url: string; alt: string; caption?: string } };
  children?: ImageHolder[];
  columns?: Array<{ children: ImageHolder[] }>;
}
const flat = (modules: ImageHolder[]): ImageHolder[] => modules.flatMap((m) => [m, ...flat([...(m.children ?? []), ...(m.columns ?? []).flatMap((c) => c.children)])]);

async function pathOf(pageId: number, locale = 'de'): Promise<string> {
  const [row] = await t.db.query<{ path: string }>('SELECT path FROM page_translations WHERE page_id = $1 AND locale = $2', [pageId, locale]);
  return row.path;
}
/** What a visitor's page answer says about the module `moduleId`. */
async function shown(pagePath: string, moduleId: number, locale = 'de') {
  const page = await visitor.get(`/${locale}/pageeditor-api/page/${pagePath}`);
  assert.equal(page.statusCode, 200, page.body);
  return flat(page.json().modules).find((m) => m.id === moduleId)?.data.image_obj;
}
const patchTexts = async (id: number, texts: Record<string, string>) => {
  const res = await staff.request({ method: 'PATCH', url: `/de/api/media-library/image/${id}/`, payload: texts });
  assert.equal(res.statusCode, 200, res.body);
};

test("a placement without its own alt shows the library's current alt and caption, and one edit there reaches the page at once", async () => {
  const { id, url } = await addImage(staff, 'Ortsprobe', await halves(200, 100));
  await patchTexts(id, { alt_de: 'Erster Text', caption_de: 'Foto: Probe' });
  const { moduleId, pageId } = await placeOnPage(staff, url);
  await publishPage(staff, pageId);
  const pagePath = await pathOf(pageId);
  assert.deepEqual(await shown(pagePath, moduleId).then((i) => [i?.alt, i?.caption]), ['Erster Text', 'Foto: Probe']);
  // The server's document carries the page as it renders it (its HTML, or the data it hydrates below the fold).
  assert.ok((await t.app.inject(`/de/${pagePath}`)).body.includes('Erster Text'), 'the server-rendered page');
  // Another page's kept answer shows nothing of this image: the edit must leave it cached.
  const other = await visitor.get('/de/pageeditor-api/page/ausstellung');
  assert.equal(other.statusCode, 200);
  assert.notEqual(pagePath, 'ausstellung');
  const cache = siteCache(t.db, t.clock);
  assert.ok(cache.tagsOf(`page|de|${pagePath}`)?.has(`media:${id}`), 'the answer is tagged with the image it shows');

  await patchTexts(id, { alt_de: 'Zweiter Text' });
  assert.equal(cache.tagsOf(`page|de|${pagePath}`), null, 'the page showing the image is dropped');
  assert.notEqual(cache.tagsOf('page|de|ausstellung'), null, 'a page without it stays cached');
  assert.equal((await shown(pagePath, moduleId))?.alt, 'Zweiter Text');
  const document = (await t.app.inject(`/de/${pagePath}`)).body;
  assert.ok(document.includes('Zweiter Text') && !document.includes('Erster Text'), 'the cached document is dropped too');
});

test('an alt typed at the placement wins over the library, there and only there', async () => {
  const { id, url } = await addImage(staff, 'Eigenprobe', await halves(200, 100));
  await patchTexts(id, { alt_de: 'Text der Mediathek' });
  const own = await placeOnPage(staff, url, { image_alt: 'Text an dieser Stelle' });
  const inherited = await placeOnPage(staff, url);
  await publishPage(staff, own.pageId);
  const pagePath = await pathOf(own.pageId);
  assert.equal((await shown(pagePath, own.moduleId))?.alt, 'Text an dieser Stelle');
  assert.equal((await shown(pagePath, inherited.moduleId))?.alt, 'Text der Mediathek');
  await patchTexts(id, { alt_de: 'Neuer Text der Mediathek' });
  assert.equal((await shown(pagePath, own.moduleId))?.alt, 'Text an dieser Stelle');
  assert.equal((await shown(pagePath, inherited.moduleId))?.alt, 'Neuer Text der Mediathek');
  // The editor reads the own alt back as it was typed; clearing it hands the place back to the library.
  const module = (await staff.get(`/de/pageeditor-api/modules/${own.moduleId}/`)).json();
  assert.equal(module.data.image_alt, 'Text an dieser Stelle');
  const cleared = await staff.request({ method: 'PATCH', url: `/de/pageeditor-api/modules/${own.moduleId}/`, payload: { data: { ...module.data, image_alt: '' } } });
  assert.equal(cleared.statusCode, 200, cleared.body);
  await publishPage(staff, own.pageId);
  assert.equal((await shown(pagePath, own.moduleId))?.alt, 'Neuer Text der Mediathek');
});

test('the demo pictures are library entries with alt text in both languages and the places that show them', async () => {
  const [hall] = (await staff.get('/en/api/media-library/?kind=image&q=kreuzgang%20von')).json() as Array<{ id: number; alt_de: string; alt_en: string; thumbnail: string | null }>;
  assert.equal(hall.alt_de, 'Der Kreuzgang von Kloster Auenstein');
  assert.equal(hall.alt_en, 'The cloister of Auenstein Abbey');
  assert.ok(hall.thumbnail?.includes('-sq50-50'), 'the square rendition is cut around the focal point');
  const detail = (await staff.get(`/en/api/media-library/image/${hall.id}/`)).json() as { used_in: Array<{ type: string; title: string }> };
  assert.ok(detail.used_in.some((u) => u.type === 'page' && u.title === 'Exhibition'), JSON.stringify(detail.used_in));
  const exhibition = (await visitor.get('/en/pageeditor-api/page/exhibition')).json();
  assert.ok(flat(exhibition.modules).some((m) => m.data.image_obj?.alt === 'The cloister of Auenstein Abbey'), 'English pages describe the picture in English');

  const [article] = (await t.db.query<{ id: number; file: string }>(
    "SELECT a.id, m.file FROM articles a JOIN media_images m ON '/media/' || m.file = a.image_obj->>'url' ORDER BY a.id LIMIT 1",
  )) as Array<{ id: number; file: string }>;
  assert.ok(article, 'seeded article pictures are library entries');
  const [entry] = await t.db.query<{ id: number }>('SELECT id FROM media_images WHERE file = $1', [article.file]);
  const used = (await staff.get(`/de/api/media-library/image/${entry.id}/`)).json() as { used_in: Array<{ type: string; id: number }> };
  assert.ok(used.used_in.some((u) => u.type === 'article' && u.id === article.id));
  await patchTexts(entry.id, { alt_de: 'Ein Holzschnitt vom Hafen', alt_en: 'A woodcut of the harbour' });
  assert.equal((await visitor.get(`/en/api/articles/${article.id}/`)).json().image_obj.alt, 'A woodcut of the harbour');

  const [{ entries, drawn }] = await t.db.query<{ entries: number; drawn: number }>(
    `SELECT (SELECT count(*)::int FROM media_images) AS entries,
            (SELECT count(DISTINCT image_obj->>'url')::int FROM (SELECT image_obj FROM events UNION ALL SELECT image_obj FROM persons UNION ALL SELECT image_obj FROM venues) x) AS drawn`,
  );
  assert.ok(entries >= drawn + 12, `every drawn picture is an entry (${entries} entries, ${drawn} event, person and venue pictures)`);
});
