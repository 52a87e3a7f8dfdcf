import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type TestApp, testApp } from '../../testing/test-app';

/**
 * The visitor's form sent before its script took over (or without one): the browser posts the server-rendered form
 * urlencoded, the entry is stored as the script's call stores it, and the answer is a page.
 */
let t: TestApp;
const HOST = 'site.example';
before(async () => {
  process.env.CART_ADDS_PER_CLIENT = '10000';
  process.env.CART_ADDS_PER_ADDRESS = '10000';
  t = await testApp({ now: new Date('2026-05-06T10:00:00Z') });
});
after(() => t.close());

/** What a browser sends for a form on our page: urlencoded, our Origin, the form's page as Referer, no token. */
const postForm = (locale: 'de' | 'en', fields: Array<[string, string]>, origin = `http://${HOST}`) =>
  t.app.inject({
    method: 'POST',
    url: `/${locale}/api/forms-entries/page/`,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: HOST, origin, referer: `http://${HOST}/${locale}/forms/kontakt/1?x=1` },
  });
const latestEntry = async () => (await t.db.query<{ form_id: number; locale: string; field_values: Record<string, unknown> }>('SELECT form_id, locale, field_values FROM form_entries ORDER BY id DESC LIMIT 1'))[0];
const contact: Array<[string, string]> = [
  ['form', '1'],
  ['source', 'website'],
  ['name', 'Erika Muster'],
  ['email', 'erika@example.org'],
  ['email2', 'erika@example.org'],
  ['topic', 'tickets'],
  ['message', 'Gibt es Rollstuhlplätze?'],
  ['newsletter', 'on'],
  ['privacy', 'on'],
];

test('a complete entry is stored like the script stores it and answered with the thank-you page', async () => {
  const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM form_entries'))[0].n;
  const answer = await postForm('de', contact);
  assert.equal(answer.statusCode, 201, answer.body);
  assert.match(answer.headers['content-type'] as string, /^text\/html/);
  assert.equal(answer.headers['cache-control'], 'no-store');
  assert.match(answer.body, /<html lang="de">/);
  assert.match(answer.body, /<h1>Vielen Dank<\/h1>/);
  assert.match(answer.body, /<a href="\/de\/forms\/kontakt\/1\?x=1">Zurück zum Formular<\/a>/);
  assert.equal((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM form_entries'))[0].n, before + 1);
  const entry = await latestEntry();
  assert.equal(entry.form_id, 1);
  assert.equal(entry.locale, 'de');
  assert.deepEqual(
    { name: entry.field_values.name, email: entry.field_values.email, newsletter: entry.field_values.newsletter, privacy: entry.field_values.privacy, source: entry.field_values.source },
    { name: 'Erika Muster', email: 'erika@example.org', newsletter: true, privacy: true, source: 'website' },
  );
});

test('several choices of one question arrive as a list; English answers in English', async () => {
  const answer = await postForm('en', [
    ['form', '2'],
    ['organisation', 'Gymnasium Auenstadt'],
    ['contact_email', 'lehrer@example.org'],
    ['participants', '24'],
    ['date', '2026-06-10'],
    ['group_type', 'school'],
    ['topics', 'trade'],
    ['topics', 'nature'],
    ['languages', 'de'],
    ['languages', 'en'],
    ['privacy', 'on'],
  ]);
  assert.equal(answer.statusCode, 201, answer.body);
  assert.match(answer.body, /<h1>Thank you<\/h1>/);
  assert.match(answer.body, /You will receive an offer/);
  const entry = await latestEntry();
  assert.deepEqual([entry.field_values.topics, entry.field_values.languages], [['trade', 'nature'], ['de', 'en']]);
});

test('a missing or wrong answer stores nothing and names each field on a page with the way back', async () => {
  const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM form_entries'))[0].n;
  const answer = await postForm('de', contact.filter(([name]) => name !== 'message').map(([name, value]) => (name === 'email2' ? [name, 'tippfehler@example.org'] : [name, value])));
  assert.equal(answer.statusCode, 400);
  assert.match(answer.body, /<h1>Das Formular ist noch nicht vollständig<\/h1>/);
  assert.match(answer.body, /<li>Ihre Nachricht: Dieses Feld ist erforderlich!<\/li>/);
  assert.match(answer.body, /<li>E-Mail-Adresse wiederholen: Die E-Mail-Adressen stimmen nicht überein!<\/li>/);
  assert.match(answer.body, /Zurück zum Formular/);
  assert.equal((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM form_entries'))[0].n, before);

  // No form id, an unknown form: a page too, never a 500 or a JSON answer.
  const noForm = await postForm('en', [['name', 'x']]);
  assert.equal(noForm.statusCode, 400);
  assert.match(noForm.body, /<li>form: /);
  const unknown = await postForm('en', [['form', '999999']]);
  assert.equal(unknown.statusCode, 404);
  assert.match(unknown.body, /<h1>The form could not be sent<\/h1>/);
});

test("another site's post is refused; a Referer from elsewhere never becomes the way back", async () => {
  const foreign = await postForm('de', contact, 'https://evil.example');
  assert.equal(foreign.statusCode, 403);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/de/api/forms-entries/page/',
    payload: new URLSearchParams(contact).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: HOST, referer: 'https://evil.example/de/forms/kontakt/1' },
  });
  assert.equal(answer.statusCode, 403, 'a foreign Referer is the claimed origin when Origin is missing');
  const noReferer = await t.app.inject({
    method: 'POST',
    url: '/de/api/forms-entries/page/',
    payload: new URLSearchParams(contact).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: HOST },
  });
  assert.equal(noReferer.statusCode, 201);
  assert.match(noReferer.body, /<a href="\/de">Zurück zum Formular<\/a>/);
});
