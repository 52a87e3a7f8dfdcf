import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { ResourceList } from 'shared-contracts/back-office/descriptor';
import { buildPath } from 'shared-contracts/routes';
import { hashPassword } from '../../lib/passwords/password-hash';
import { type Client, client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';
import { indexDueArticles } from './article-schedule';

// The app's clock starts at the real time, so the database's clock (search index) and the server's agree.
let t: TestApp;
let editor: Client;
/** A staff session that still holds its one-time password: it reads the site as a visitor does. */
let pending: Client;
const R = '/de/pageeditor-api/resources';

before(async () => {
  t = await testApp({ now: new Date(), config: { indexable: true } });
  editor = client(t.app);
  assert.equal((await editor.login('editor', 'editor')).statusCode, 200);
  await t.db.query(
    `INSERT INTO users (username, email, password_hash, first_name, last_name, is_staff, role, must_change_password)
     VALUES ('neu', 'neu@example.org', $1, 'Neu', 'Ling', true, 'editor', true)`,
    [await hashPassword('einmal-passwort')],
  );
  pending = client(t.app);
  assert.equal((await pending.login('neu', 'einmal-passwort')).statusCode, 200);
});
after(() => t.close());

const send = (who: Client, url: string, payload: unknown, method = 'POST') =>
  who.request({ method, url, payload: payload as object, headers: { 'content-type': 'application/json' } });
const anon = (url: string) => t.app.inject({ url });
const base = (word: string) => ({
  title_de: `${word} im Magazin`,
  title_en: `${word} in the magazine`,
  teaser_de: 'Vorspann',
  teaser_en: 'Lead',
  body_de: `<p>${word}</p>`,
  body_en: `<p>${word}</p>`,
  author: 'Redaktion',
  date: '2026-05-01',
  category_id: 1,
  tags: [1],
});
type Entry = { id: number; version: number; slug_de: string; state: string; is_online: boolean; publish_at: string | null };
const detailPath = (a: Entry) => buildPath('magazine-slug-id', 'de', { slug: a.slug_de, id: String(a.id) });
const listed = async (url: string, id: number) => (anon(url).then((r) => r.json().results ?? r.json())).then((rows: Array<{ id: number }>) => rows.some((r) => r.id === id));
const searchTitles = async (word: string) => (await anon(`/de/api/search/others/?query=${word}`)).json().results.map((h: { title: string }) => h.title) as string[];

/** Every visitor route that could show an article, for one article: true where it shows. */
async function visitorSees(a: Entry, word: string) {
  return {
    detail: (await anon(`/de/api/articles/${a.id}/`)).statusCode === 200,
    document: (await anon(detailPath(a))).statusCode === 200,
    list: await listed('/de/api/articles/?page_size=50', a.id),
    category: await listed('/de/api/articles/?category=1&page_size=50', a.id),
    tag: await listed('/de/api/articles/?tag=1&page_size=50', a.id),
    teaser: await listed('/de/api/articles-teaser/', a.id),
    search: (await searchTitles(word)).length > 0,
    sitemap: (await anon('/sitemap.xml')).body.includes(`${detailPath(a)}<`),
  };
}
const nowhere = { detail: false, document: false, list: false, category: false, tag: false, teaser: false, search: false, sitemap: false };
const everywhere = { detail: true, document: true, list: true, category: true, tag: true, teaser: true, search: true, sitemap: true };

test('an offline article: visitors and a pending-password session get it nowhere, staff open it as a draft; online, it shows everywhere', async () => {
  const created = await send(editor, `${R}/articles/`, { ...base('Quallenbecken'), date: '2030-01-01', is_online: false });
  assert.equal(created.statusCode, 201, created.body);
  const a = created.json() as Entry;
  assert.equal(a.is_online, false);
  assert.equal(a.state, 'offline');
  assert.deepEqual(await visitorSees(a, 'Quallenbecken'), nowhere);

  // Related articles of an event are the visitors' ones too.
  const [event] = await t.db.query<{ id: number }>('SELECT id FROM events WHERE is_online ORDER BY id LIMIT 1');
  await t.db.query(`INSERT INTO detail_articles (owner_kind, owner_id, article_id) VALUES ('event', $1, $2)`, [event.id, a.id]);
  const related = async () => (await anon(`/de/api/events/${event.id}/`)).json().articles.map((r: { id: number }) => r.id) as number[];
  assert.ok(!(await related()).includes(a.id));

  // Staff open it, marked as a draft, never from a shared cache; the document is theirs too.
  const draft = await editor.get(`/de/api/articles/${a.id}/`);
  assert.equal(draft.statusCode, 200);
  assert.equal(draft.json().state, 'offline');
  assert.equal(draft.headers['cache-control'], 'private, no-store');
  assert.equal((await editor.get(detailPath(a))).statusCode, 200);
  // A session that still has to change its one-time password is a visitor here.
  assert.equal((await pending.get(`/de/api/articles/${a.id}/`)).statusCode, 404);
  assert.equal((await pending.get(detailPath(a))).statusCode, 404);

  const online = await send(editor, `${R}/articles/${a.id}/`, { version: a.version, is_online: true }, 'PATCH');
  assert.equal(online.statusCode, 200, online.body);
  assert.equal(online.json().state, 'online');
  // The newest article (dated 2030) leads the teasers; the write dropped every cached answer.
  assert.deepEqual(await visitorSees(a, 'Quallenbecken'), everywhere);
  assert.ok((await related()).includes(a.id));
  const visitorAnswer = (await anon(`/de/api/articles/${a.id}/`)).json();
  assert.equal('state' in visitorAnswer, false);
});

test('a scheduled article appears at its time without a write; search follows with the sweep', async () => {
  // Whole seconds: the back office answers the time to the second.
  const at = new Date(Math.ceil(t.clock.now().getTime() / 1000) * 1000 + 3_600_000);
  const created = await send(editor, `${R}/articles/`, { ...base('Seepferdchen'), date: '2030-02-01', publish_at: at.toISOString() });
  assert.equal(created.statusCode, 201, created.body);
  const a = created.json() as Entry;
  assert.equal(a.state, 'scheduled');
  assert.equal(Date.parse(a.publish_at!), at.getTime());
  assert.deepEqual(await visitorSees(a, 'Seepferdchen'), nowhere);
  const staffView = (await editor.get(`/de/api/articles/${a.id}/`)).json();
  assert.equal(staffView.state, 'scheduled');
  assert.equal(Date.parse(staffView.publish_at), at.getTime());

  // The back office's list says the state and filters by it.
  const list = async (query: string) => ((await editor.get(`${R}/articles/?page_size=200&${query}`)).json() as ResourceList<Entry>).items;
  assert.ok((await list('state=scheduled')).some((e) => e.id === a.id));
  assert.ok((await list('state=scheduled')).every((e) => e.state === 'scheduled'));
  assert.ok(!(await list('state=online')).some((e) => e.id === a.id));
  assert.ok((await list('state=offline')).every((e) => e.state === 'offline' && !e.is_online));
  assert.equal((await list('sort=-state')).length > 0, true);

  // Time passes; nobody writes. Pages and lists compare the time when asked (the document cache lives seconds).
  t.clock.advance(2 * 3_600_000);
  assert.equal((await anon(`/de/api/articles/${a.id}/`)).statusCode, 200);
  assert.ok(await listed('/de/api/articles/?page_size=50', a.id));
  assert.equal((await anon(detailPath(a))).statusCode, 200);
  // The index (and autocomplete) learns it from the sweep, by the database's clock.
  await t.db.query(`UPDATE articles SET publish_at = now() - interval '1 second' WHERE id = $1`, [a.id]);
  assert.deepEqual(await searchTitles('Seepferdchen'), []);
  assert.deepEqual(await indexDueArticles(t.db), [a.id]);
  assert.deepEqual(await searchTitles('Seepferdchen'), ['Seepferdchen im Magazin']);
  assert.deepEqual(await indexDueArticles(t.db), [], 'a second sweep finds nothing left to do');
});

test('the online switch and the publish time are validated, the field named', async () => {
  const notBoolean = await send(editor, `${R}/articles/`, { ...base('Falsch'), is_online: 'ja' });
  assert.equal(notBoolean.statusCode, 400);
  assert.match(notBoolean.json().message, /is_online/);
  const notTime = await send(editor, `${R}/articles/`, { ...base('Falsch'), publish_at: 'morgen früh' });
  assert.equal(notTime.statusCode, 400);
  assert.match(notTime.json().message, /publish_at/);
  // The state is the server's: a client sending one changes nothing.
  const sent = await send(editor, `${R}/articles/`, { ...base('Zustand'), is_online: false, state: 'online' });
  assert.equal(sent.statusCode, 201, sent.body);
  assert.equal(sent.json().state, 'offline');
});

test('a pending-password session gets the published CMS page, not the draft, and no stored versions', async () => {
  await t.db.query(`UPDATE page_translations SET title = 'Entwurfstitel per SQL', headline = 'Entwurfszeile per SQL' WHERE locale = 'de' AND path = 'besuch'`);
  const title = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '';
  assert.match(title((await editor.get('/de/besuch')).body), /Entwurfstitel per SQL/);
  assert.doesNotMatch(title((await pending.get('/de/besuch')).body), /Entwurfstitel/);
  assert.equal((await editor.get('/de/pageeditor-api/page/besuch')).json().headline, 'Entwurfszeile per SQL');
  assert.notEqual((await pending.get('/de/pageeditor-api/page/besuch')).json().headline, 'Entwurfszeile per SQL');
  const version = await pending.get('/de/besuch?v=1');
  assert.equal(version.statusCode, 301);
  assert.equal(version.headers.location, '/de/besuch');
  // Its staff calls stay refused until it picks its own password.
  const refused = await pending.get(`${R}/articles/`);
  assert.equal(refused.statusCode, 403);
  assert.equal(refused.json().code, 'password_change_required');
});

test('the magazine navigation names a category or tag only while one of its articles is visible', async () => {
  const category = (await send(editor, `${R}/article-categories/`, { name_de: 'Tiefsee', name_en: 'Deep sea' })).json() as { id: number };
  const tag = (await send(editor, `${R}/article-tags/`, { name_de: 'Laternenfisch', name_en: 'Lanternfish' })).json() as { id: number };
  const inNav = async () => ({
    category: ((await anon('/de/api/article-categories/')).json() as Array<{ id: number }>).some((c) => c.id === category.id),
    tag: ((await anon('/en/api/article-tags/')).json() as Array<{ id: number }>).some((c) => c.id === tag.id),
  });
  // No article at all, then only an offline one and a scheduled one: nothing to lead to.
  assert.deepEqual(await inNav(), { category: false, tag: false });
  const fields = { ...base('Tiefseeangler'), category_id: category.id, tags: [tag.id] };
  const offline = (await send(editor, `${R}/articles/`, { ...fields, is_online: false })).json() as Entry;
  const at = new Date(Math.ceil(t.clock.now().getTime() / 1000) * 1000 + 3_600_000);
  const scheduled = (await send(editor, `${R}/articles/`, { ...fields, publish_at: at.toISOString() })).json() as Entry;
  assert.equal(offline.state, 'offline');
  assert.equal(scheduled.state, 'scheduled');
  assert.deepEqual(await inNav(), { category: false, tag: false });
  // The answer is the visitors' for everyone, staff included, like the lists it links to.
  assert.ok(!((await editor.get('/de/api/article-categories/')).json() as Array<{ id: number }>).some((c) => c.id === category.id));
  // Its time comes: both appear without a write.
  t.clock.advance(2 * 3_600_000);
  assert.deepEqual(await inNav(), { category: true, tag: true });
  // Taken offline again, they go again; the other article coming online brings them back.
  const latest = (await editor.get(`${R}/articles/${scheduled.id}/`)).json() as Entry;
  assert.equal((await send(editor, `${R}/articles/${scheduled.id}/`, { version: latest.version, is_online: false }, 'PATCH')).statusCode, 200);
  assert.deepEqual(await inNav(), { category: false, tag: false });
  assert.equal((await send(editor, `${R}/articles/${offline.id}/`, { version: offline.version, is_online: true }, 'PATCH')).statusCode, 200);
  assert.deepEqual(await inNav(), { category: true, tag: true });
});
