import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
before(async () => {
  t = await testApp({ seed: false, config: { trustedOrigins: ['https://partner.example'] } });
});
after(() => t.close());

const CSRF = 'sec-fetch-test-csrf-token-0123456789';
const write = (headers: Record<string, string>, cookies: Record<string, string> = { csrftoken: CSRF }) =>
  t.app.inject({ method: 'POST', url: '/de/api/dashboard-error-log/', payload: { url: '/de/x' }, headers: { 'x-csrftoken': CSRF, ...headers }, cookies });

test('a credentialed write the browser marks cross-site is refused, even with a valid token and no Origin', async () => {
  for (const headers of <Record<string, string>[]>[{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/' }, { 'sec-fetch-site': 'Cross-Site' }]) {
    const res = await write(headers);
    assert.equal(res.statusCode, 403, JSON.stringify(headers));
    assert.match(res.json().message, /^origin: .*cross-site/);
  }
});

test('same-origin, same-site, user-started and header-less writes work as before; a trusted partner may still post', async () => {
  for (const site of ['same-origin', 'same-site', 'none']) assert.equal((await write({ 'sec-fetch-site': site })).statusCode, 201, site);
  assert.equal((await write({})).statusCode, 201, 'older browsers and server-to-server calls send no Sec-Fetch-Site');
  assert.equal((await write({ 'sec-fetch-site': 'cross-site', origin: 'https://partner.example' })).statusCode, 201, 'TRUSTED_ORIGINS');
  assert.equal((await write({ 'sec-fetch-site': 'same-site', origin: 'https://evil.example' })).statusCode, 403, 'the Origin check still holds');
});

test('the login form posted cross-site is refused; reads are never affected', async () => {
  const login = await t.app.inject({
    method: 'POST',
    url: '/de/login/',
    payload: `username=x&password=y&csrfmiddlewaretoken=${CSRF}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    cookies: { csrftoken: CSRF },
  });
  assert.equal(login.statusCode, 403);
  const c = client(t.app);
  await c.get('/de/api/user-details/');
  assert.equal((await c.request({ url: '/de/api/user-details/', headers: { 'sec-fetch-site': 'cross-site' } })).statusCode, 200);
});
