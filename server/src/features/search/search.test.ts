import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { autocompleteResponseSchema, paginated, searchHitSchema, searchResponseSchema } from 'shared-contracts/entities';
import { type TestApp, testApp } from '../../testing/test-app';
import { wordsOf } from '../../lib/search-index';

let t: TestApp;
const get = async (url: string) => {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, body: res.json() };
};

before(async () => {
  t = await testApp({ now: new Date('2026-05-06T10:00:00Z') });
});
after(() => t.close());

describe('search index', () => {
  it('holds every kind in both languages after seeding', async () => {
    const rows = await t.db.query<{ kind: string; locale: string; n: number }>('SELECT kind, locale, count(*)::int AS n FROM search_documents GROUP BY kind, locale');
    for (const kind of ['event', 'production', 'article', 'person', 'venue', 'series']) {
      for (const locale of ['de', 'en']) assert.ok(rows.some((r) => r.kind === kind && r.locale === locale && r.n > 0), `${kind}/${locale}`);
    }
  });

  it("includes the CMS pages when the view search_source_pages exists", async () => {
    const [{ view }] = await t.db.query<{ view: boolean }>(`SELECT to_regclass('search_source_pages') IS NOT NULL AS view`);
    if (!view) return;
    const [{ pages, indexed }] = await t.db.query<{ pages: number; indexed: number }>(
      `SELECT (SELECT count(*)::int FROM search_source_pages) AS pages, (SELECT count(*)::int FROM search_documents WHERE kind = 'page') AS indexed`,
    );
    assert.ok(pages > 0 && indexed > 0, `pages ${pages}, indexed ${indexed}`);
  });

  it('cuts words in lower case, umlauts included', () => {
    assert.deepEqual(wordsOf('Über Äpfel, Öl & die Straße!'), ['über', 'äpfel', 'die', 'straße']);
  });
});

describe('GET /api/search/', () => {
  it('finds German inflections ("Ausstellungen" finds "Ausstellung") and splits events from others', async () => {
    const { status, body } = await get('/api/search/?query=Ausstellungen&lang=de');
    assert.equal(status, 200);
    const answer = searchResponseSchema.strict().parse(body);
    assert.equal(answer.query, 'Ausstellungen');
    assert.ok(answer.events.count > 0 && answer.others.count > 0);
    assert.ok(answer.events.results.every((h) => h.type === 'event'));
    assert.ok(answer.others.results.every((h) => h.type !== 'event'));
    assert.ok(answer.others.results.some((h) => /Ausstellung/i.test(`${h.title} ${h.text}`)));
  });

  it('ranks title matches first and answers in English with the english configuration', async () => {
    const { body } = await get('/en/api/search/others/?query=beaver');
    const page = paginated(searchHitSchema).parse(body);
    assert.equal(page.results[0].title, 'The Beaver Is Back');
    assert.match(page.results[0].url, /^\/en\/mediathek-en\/the-beaver-is-back\/\d+$/);
    const plural = await get('/en/api/search/others/?query=concerts');
    assert.ok(plural.body.count > 0, 'english stemming: concerts finds concert');
    const person = await get('/de/api/search/others/?query=Vogt');
    assert.ok(person.body.results.some((h: { type: string }) => h.type === 'person'));
  });

  it('pages results and links the next page', async () => {
    const first = await get('/de/api/search/events/?query=Führung&page=1');
    assert.ok(first.body.count > 10, `count ${first.body.count}`);
    assert.equal(first.body.results.length, 10);
    assert.match(first.body.next, /\/api\/search\/events\/\?query=F%C3%BChrung&page=2&lang=de/);
    const second = await get('/de/api/search/events/?query=Führung&page=2');
    assert.equal(second.status, 200);
    assert.notDeepEqual(second.body.results[0], first.body.results[0]);
  });

  it('answers an empty query with 400 and a bad page with 400', async () => {
    for (const url of ['/api/search/?query=', '/api/search/?query=%20%20', '/api/search/', '/api/search/events/?query=', '/api/search/others/?query=x&page=0', '/api/search/autocomplete/?query=']) {
      const { status, body } = await get(url);
      assert.equal(status, 400, url);
      assert.ok(body.message.startsWith('query:') || body.message.startsWith('page:'), body.message);
    }
    const long = await get(`/api/search/?query=${'a'.repeat(500)}`);
    assert.equal(long.status, 400);
  });

  it('survives websearch syntax and odd characters', async () => {
    for (const q of ['"Kloster Auenstein"', 'salz -hanse', 'konzert OR vortrag', "'; DROP TABLE events; --", '%_\\', '!!!', '(']) {
      const { status } = await get(`/de/api/search/?query=${encodeURIComponent(q)}`);
      assert.equal(status, 200, q);
    }
  });
});

describe('GET /api/search/autocomplete/', () => {
  it('suggests words by prefix, lower-cased, keeping earlier words', async () => {
    const { status, body } = await get('/api/search/autocomplete/?query=Kloster&lang=de');
    assert.equal(status, 200);
    const answer = autocompleteResponseSchema.strict().parse(body);
    assert.equal(answer.query, 'kloster');
    assert.ok(answer.suggestions.length > 0 && answer.suggestions.every((s) => s.startsWith('kloster')));
    const two = autocompleteResponseSchema.parse((await get('/api/search/autocomplete/?query=im%20kreu&lang=de')).body);
    assert.ok(two.suggestions.includes('im kreuzgang'), JSON.stringify(two));
    const umlaut = autocompleteResponseSchema.parse((await get(`/api/search/autocomplete/?query=${encodeURIComponent('füh')}&lang=de`)).body);
    assert.ok(umlaut.suggestions.some((s) => s.startsWith('führung')), JSON.stringify(umlaut));
    const en = autocompleteResponseSchema.parse((await get('/en/api/search/autocomplete/?query=cloi')).body);
    assert.ok(en.suggestions.includes('cloister'));
    const none = autocompleteResponseSchema.parse((await get('/api/search/autocomplete/?query=zzzzq')).body);
    assert.deepEqual(none.suggestions, []);
    const like = autocompleteResponseSchema.parse((await get('/api/search/autocomplete/?query=%25')).body);
    assert.deepEqual(like.suggestions, [], 'LIKE wildcards are escaped');
  });
});
