import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
before(async () => {
  t = await testApp({ seed: false });
});
after(() => t.close());

const post = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/consent/', payload, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

const consentCookie = (res: Awaited<ReturnType<typeof post>>) => res.cookies.find((c) => c.name === 'cookie_consent');

test('"accept all" stores both groups in the cookie the dialog script writes and returns to the page with a 303', async () => {
  const res = await post(`choice=all&next=${encodeURIComponent('/de/veranstaltungen?genre=3')}`);
  assert.equal(res.statusCode, 303, res.body);
  assert.equal(res.headers.location, '/de/veranstaltungen?genre=3#cookie-consent');
  assert.equal(res.headers['cache-control'], 'no-store');
  const cookie = consentCookie(res);
  assert.ok(cookie);
  assert.deepEqual(JSON.parse(decodeURIComponent(cookie.value)), { tracking: true, media: true });
  // The same encoding as the browser's writeCookie (encodeURIComponent of the JSON), so either side reads the other's.
  assert.match(String(res.headers['set-cookie']), new RegExp(`^cookie_consent=${encodeURIComponent('{"tracking":true,"media":true}')};`));
  assert.equal(cookie.path, '/');
  assert.equal(cookie.sameSite, 'Lax');
  assert.equal(cookie.httpOnly, undefined, 'scripts read the choice');
  assert.equal(cookie.secure, undefined, 'plain http in the test');
  assert.equal(cookie.maxAge, 365 * 24 * 3600);
  assert.equal(res.cookies.find((c) => c.name === 'csrftoken'), undefined, 'the answer sets nothing but the choice');
});

test('"necessary only" ignores ticked groups; "save selection" stores exactly the ticked ones', async () => {
  const necessary = await post('choice=necessary&tracking=on&media=on&next=/en/events');
  assert.equal(necessary.statusCode, 303);
  assert.equal(necessary.headers.location, '/en/events#cookie-consent');
  assert.deepEqual(JSON.parse(decodeURIComponent(consentCookie(necessary)!.value)), { tracking: false, media: false });
  const selection = await post('choice=selection&media=on&next=/de');
  assert.deepEqual(JSON.parse(decodeURIComponent(consentCookie(selection)!.value)), { tracking: false, media: true });
});

test('the return target is a path on this site; anything else returns to the home page of the language', async () => {
  for (const [next, location] of [
    ['https://evil.example/de', '/de'],
    ['//evil.example/x', '/de'],
    ['/\\evil.example', '/de'],
    ['javascript:alert(1)', '/de'],
    ['/en/%0d%0aSet-Cookie:x=1', '/en/%0d%0aSet-Cookie:x=1'],
    ['/en/nicht da', '/en'],
    ['/de/programm#heute', '/de/programm'],
  ]) {
    const res = await post(`choice=all&next=${encodeURIComponent(next)}`);
    assert.equal(res.statusCode, 303, next);
    assert.equal(res.headers.location, `${location}#cookie-consent`, next);
    assert.equal(new URL(res.headers.location as string, 'https://site.example').host, 'site.example');
  }
  const without = await post('choice=all');
  assert.equal(without.headers.location, '/#cookie-consent', 'the root picks the language');
});

test('a bad form is a 400 naming the field, and stores nothing', async () => {
  const cases: Array<[string, string]> = [
    ['next=/de', 'choice'],
    ['choice=everything&next=/de', 'choice'],
    ['choice=selection&tracking=yes', 'tracking'],
    [`choice=all&next=/${'x'.repeat(2100)}`, 'next'],
  ];
  for (const [payload, field] of cases) {
    const res = await post(payload);
    assert.equal(res.statusCode, 400, payload);
    assert.match(res.json().message, new RegExp(`^${field}:`), payload);
    assert.equal(consentCookie(res), undefined);
  }
});

test('a post from another site is refused; one from this site passes without a token', async () => {
  const foreign = await post('choice=all&next=/de', { origin: 'https://evil.example' });
  assert.equal(foreign.statusCode, 403);
  assert.equal(consentCookie(foreign), undefined);
  const own = await post('choice=all&next=/de', { origin: 'http://localhost:80', host: 'localhost:80' });
  assert.equal(own.statusCode, 303, own.body);
});
