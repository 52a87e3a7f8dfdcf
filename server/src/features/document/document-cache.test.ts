import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { clearDomainCaches, clearEventAvailability } from '../../lib/response-cache';
import { clearSiteCache } from '../../lib/site-cache';
import { client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';
import { DOCUMENT_CACHE_TTL_MS } from './document-cache';

let t: TestApp;
let event: { id: number; slug_de: string; title_de: string };
before(async () => {
  t = await testApp();
  [event] = await t.db.query<typeof event>(
    'SELECT id, slug_de, title_de FROM events WHERE EXISTS (SELECT 1 FROM seat_groups sg JOIN prices p ON p.seat_group_id = sg.id WHERE sg.event_id = events.id) ORDER BY id LIMIT 1',
  );
});
after(async () => {
  await t.close();
});

const title = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
const nonceOf = (html: string) => /<script nonce="([^"]+)">/.exec(html)?.[1];
const eventPath = () => `/de/veranstaltungen/${event.slug_de}/${event.id}`;

test('a staff document is never served to an anonymous visitor, nor an anonymous one to staff', async () => {
  const staff = client(t.app);
  await staff.login();
  // Offline page: staff see it, visitors get the 404. Anonymous first, then staff, then anonymous again.
  const anonymous = await t.app.inject('/de/vorschau');
  assert.equal(anonymous.statusCode, 404);
  assert.match(String(anonymous.headers['cache-control']), /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  const forStaff = await staff.get('/de/vorschau');
  assert.equal(forStaff.statusCode, 200);
  assert.equal(forStaff.headers['cache-control'], 'private, no-store');
  assert.equal((await t.app.inject('/de/vorschau')).statusCode, 404);
  // Staff first on a path nobody asked for yet: the visitor after them still gets their own answer.
  assert.equal((await staff.get('/de/vorschau?from=staff')).statusCode, 200);
  assert.equal((await t.app.inject('/de/vorschau?from=staff')).statusCode, 404);
  assert.equal((await staff.get('/de/vorschau?from=staff')).statusCode, 200);
});

test('anonymous documents are kept briefly, then read again', async () => {
  const before = await t.app.inject(eventPath());
  assert.equal(title(before.body), `${event.title_de} | Landesausstellung 2026`);
  // A change that reaches no writer (direct SQL): the kept document still shows the old title, staff the new one.
  await t.db.query(`UPDATE events SET title_de = 'Neuer Titel' WHERE id = $1`, [event.id]);
  try {
    assert.equal(title((await t.app.inject(eventPath())).body), title(before.body));
    const staff = client(t.app);
    await staff.login();
    assert.equal(title((await staff.get(eventPath())).body), 'Neuer Titel | Landesausstellung 2026');
    t.clock.advance(DOCUMENT_CACHE_TTL_MS + 1);
    // Expired: the kept one goes out once more while the fresh one is made, then the fresh one.
    assert.equal(title((await t.app.inject(eventPath())).body), title(before.body));
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(title((await t.app.inject(eventPath())).body), 'Neuer Titel | Landesausstellung 2026');
  } finally {
    await t.db.query('UPDATE events SET title_de = $2 WHERE id = $1', [event.id, event.title_de]);
    clearDomainCaches(t.db);
  }
});

test('every write drops the documents: a cart change those of its event, a CMS or programme write all of them', async () => {
  const home = await t.app.inject('/de');
  const detail = await t.app.inject(eventPath());
  assert.match(detail.body, /"availability":"https:\/\/schema.org\/(InStock|LimitedAvailability)"/);

  await t.db.query('UPDATE seat_groups SET sold = capacity WHERE event_id = $1', [event.id]);
  await t.db.query(`UPDATE opening_hours SET closed = true`);
  try {
    // Not yet announced: both documents are still the kept ones.
    assert.doesNotMatch((await t.app.inject(eventPath())).body, /SoldOut/);
    clearEventAvailability(t.db, [event.id]);
    const soldOut = await t.app.inject(eventPath());
    assert.match(soldOut.body, /"availability":"https:\/\/schema.org\/SoldOut"/);
    assert.doesNotMatch(soldOut.body, /InStock|LimitedAvailability/);
    // Only that event's documents went: the home page (opening hours in its JSON-LD) is still the kept one.
    const again = await t.app.inject('/de');
    // The kept document, byte for byte: the same validator, no nonce.
    assert.equal(nonceOf(again.body), undefined);
    assert.equal(again.headers.etag, home.headers.etag);
    assert.equal(again.body, home.body);
    clearSiteCache(t.db);
    assert.doesNotMatch((await t.app.inject('/de')).body, /openingHoursSpecification/);
  } finally {
    await t.db.query('UPDATE seat_groups SET sold = 0 WHERE event_id = $1', [event.id]);
    await t.db.query('UPDATE opening_hours SET closed = false');
    clearDomainCaches(t.db);
  }
  assert.match(home.body, /openingHoursSpecification/);
});

test('the cache key holds locale, path and query: no answer crosses them', async () => {
  const de = await t.app.inject('/de/veranstaltungen');
  const en = await t.app.inject('/en/events');
  assert.match(de.body, /<html lang="de">/);
  assert.match(en.body, /<html lang="en">/);
  const unknown = await t.app.inject({ url: '/xx/nothing', headers: { 'accept-language': 'en' } });
  const unknownDe = await t.app.inject({ url: '/xx/nothing', headers: { 'accept-language': 'de' } });
  assert.match(unknown.body, /<html lang="en">/);
  assert.match(unknownDe.body, /<html lang="de">/);
  const [tag] = await t.db.query<{ tag_id: number }>('SELECT tag_id FROM event_tag_links GROUP BY tag_id ORDER BY count(*) LIMIT 1');
  const filtered = await t.app.inject(`/de/veranstaltungen?tag=${tag.tag_id}`);
  assert.notEqual(filtered.body, de.body);
});

test('one document for every anonymous visitor whatever their cookies; 304 on its ETag; staff never get it', async () => {
  const path = eventPath();
  await t.app.inject(path);
  const plain = await t.app.inject(path);
  const withCookies = await t.app.inject({
    url: path,
    headers: { cookie: 'csrftoken=abcdefghijklmnopqrstuvwx; cookie_consent=%7B%22tracking%22%3Atrue%2C%22media%22%3Atrue%7D; cartAmount=4; top_alert_dismissed=1' },
  });
  assert.equal(withCookies.body, plain.body, 'consent, a dismissed alert and the cart count do not change the markup');
  assert.equal(withCookies.headers.etag, plain.headers.etag);
  assert.equal(withCookies.headers.vary, 'Accept-Encoding');
  assert.equal(withCookies.headers['set-cookie'], undefined);
  assert.match(String(plain.headers['surrogate-key']), new RegExp(`(^| )site( |$)`));
  assert.match(String(plain.headers['surrogate-key']), new RegExp(`(^| )event-${event.id}( |$)`), 'the event whose seats it shows');

  const revalidated = await t.app.inject({ url: path, headers: { 'if-none-match': String(plain.headers.etag) } });
  assert.equal(revalidated.statusCode, 304);
  assert.equal(revalidated.body, '');
  assert.equal(revalidated.headers.etag, plain.headers.etag);
  const gzip = await t.app.inject({ url: path, headers: { 'accept-encoding': 'gzip', 'if-none-match': String(plain.headers.etag) } });
  assert.equal(gzip.statusCode, 200, 'another encoding is another representation');
  assert.notEqual(gzip.headers.etag, plain.headers.etag);

  const staff = client(t.app);
  await staff.login();
  const own = await staff.request({ url: path, headers: { 'if-none-match': String(plain.headers.etag) } });
  assert.equal(own.statusCode, 200);
  assert.equal(own.headers['cache-control'], 'private, no-store');
  assert.equal(own.headers.etag, undefined);
  assert.match(String(own.headers.vary), /Cookie/);
});

test('a change shown on pages calls the purge hook with its surrogate keys, once, from the process that made it', async () => {
  const calls: Array<{ keys: string; body: string }> = [];
  const hook = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls.push({ keys: String(req.headers['surrogate-key']), body });
      res.end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const purged = await testApp({ seed: false, config: { purgeUrl: `http://127.0.0.1:${(hook.address() as { port: number }).port}/purge` } });
  try {
    clearEventAvailability(purged.db, [12, 13]);
    clearSiteCache(purged.db);
    for (let i = 0; i < 50 && calls.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(
      calls.map((c) => c.keys).sort(),
      ['event-12 event-13', 'site'],
    );
    assert.deepEqual(JSON.parse(calls.find((c) => c.keys === 'site')!.body), { surrogate_keys: ['site'] });
  } finally {
    await purged.close();
    hook.close();
  }
});
