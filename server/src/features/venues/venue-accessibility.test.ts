import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';
import { assertNodeBuild } from '../../testing/node-builds';

/** The accessibility text staff keep in the back office reaches the venue's API answer and its server-rendered page. */
const REPO_ROOT = path.resolve(__dirname, '../../../..');
let site: TestApp;

before(async () => {
  assertNodeBuild('mf-content');
  site = await testApp({ appsRoot: REPO_ROOT, config: { slotBudgetMs: 30_000, documentCacheMs: 0 } });
  await site.app.listen({ port: 0, host: '127.0.0.1' });
});
after(() => site.close());

const text = (html: string) =>
  html
    .slice(Math.max(0, html.indexOf('<main')))
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

test('a venue shows its accessibility text in both languages, rendered on the server, once staff write it', async () => {
  const editor = client(site.app);
  assert.equal((await editor.login('editor', 'editor')).statusCode, 200);
  const venue = (await editor.get('/de/pageeditor-api/resources/venues/?sort=id')).json().items[0];
  const written = await editor.request({
    method: 'PATCH',
    url: `/de/pageeditor-api/resources/venues/${venue.id}/`,
    payload: { version: venue.version, accessibility_de: 'Stufenloser Zugang über den Klosterhof.\n\nAufzug zur Galerie.', accessibility_en: 'Step-free entrance from the courtyard.' },
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(written.statusCode, 200, written.body);

  const api = (await site.app.inject(`/de/api/venues/${venue.id}/`)).json();
  assert.equal(api.accessibility, 'Stufenloser Zugang über den Klosterhof.\n\nAufzug zur Galerie.');
  for (const [locale, heading, words] of [
    ['de', 'Barrierefreiheit', 'Stufenloser Zugang über den Klosterhof. Aufzug zur Galerie.'],
    ['en', 'Accessibility', 'Step-free entrance from the courtyard.'],
  ] as const) {
    const page = await site.app.inject(api.urls[locale]);
    assert.equal(page.statusCode, 200);
    assert.match(page.body, new RegExp(`<h2 id="venue-accessibility"[^>]*>${heading}</h2>`));
    assert.ok(text(page.body).includes(words), `"${words}" on ${api.urls[locale]}`);
    assert.match(page.body, /data-slot="mf_content\/VenueDetail" data-ssr="html"/);
  }
});
