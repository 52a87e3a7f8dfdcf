import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { hashPassword } from '../../lib/passwords/password-hash';
import { client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
before(async () => {
  t = await testApp({ seed: false, config: { trustedOrigins: ['https://partner.example'] } });
  await t.db.query("INSERT INTO users (username, email, password_hash, first_name, last_name, is_staff) VALUES ('probe', 'probe@example.org', $1, 'Pro', 'Be', true)", [
    await hashPassword('probe-password'),
  ]);
});
after(() => t.close());

const csrfOf = async () => (await t.app.inject('/de/login/')).cookies.find((c) => c.name === 'csrftoken')!.value;

test('a login ?next= with characters outside Latin-1 redirects safely on this site, never a 500', async () => {
  for (const [next, location] of [
    ['/。/evil.example', '/%E3%80%82/evil.example'],
    ['/de/suche?q=fluß', '/de/suche?q=flu%C3%9F'],
    ['/\u2215/evil.example', '/%E2%88%95/evil.example'],
  ]) {
    const csrf = await csrfOf();
    const res = await t.app.inject({
      method: 'POST',
      url: `/de/login/?next=${encodeURIComponent(next)}`,
      payload: `username=probe&password=probe-password&csrfmiddlewaretoken=${csrf}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { csrftoken: csrf },
    });
    assert.equal(res.statusCode, 303, `${next}: ${res.body}`);
    assert.equal(res.headers.location, location);
    assert.ok(new URL(location, 'https://site.example').host === 'site.example');
  }
  const page = await t.app.inject(`/de/login/?next=${encodeURIComponent('/。/evil.example')}`);
  assert.equal(page.statusCode, 200);
  assert.match(page.body, /value="\/%E3%80%82\/evil\.example"/);
});

test('the CSRF token is rotated at login and at logout; the old one no longer writes', async () => {
  const staff = client(t.app);
  await staff.get('/de/login/');
  const before = staff.cookies.csrftoken;
  assert.equal((await staff.login('probe', 'probe-password')).statusCode, 200);
  const loggedIn = staff.cookies.csrftoken;
  assert.ok(loggedIn && loggedIn !== before, 'login sets a new token');
  const write = (token: string) =>
    t.app.inject({ method: 'POST', url: '/de/api/dashboard-error-log/', payload: { url: '/x' }, headers: { 'x-csrftoken': token }, cookies: { ...staff.cookies, csrftoken: token } });
  assert.equal((await write(loggedIn)).statusCode, 201);
  const staffWrite = (token: string) => t.app.inject({ method: 'POST', url: '/de/api/dashboard-error-log/', payload: { url: '/x' }, headers: { 'x-csrftoken': token }, cookies: { ...staff.cookies } });
  assert.equal((await staffWrite(before)).statusCode, 403, 'the token from before the login is refused');
  const out = await staff.request({ method: 'POST', url: '/de/logout/', payload: {}, headers: { 'content-type': 'application/json' } });
  assert.equal(out.statusCode, 200);
  assert.ok(staff.cookies.csrftoken && staff.cookies.csrftoken !== loggedIn, 'logout sets a new token');
});

test('a write whose Origin or Referer is another site is refused even with a valid token', async () => {
  const csrf = await csrfOf();
  const post = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/de/api/dashboard-error-log/', payload: { url: '/y' }, headers: { 'x-csrftoken': csrf, ...headers }, cookies: { csrftoken: csrf } });
  for (const headers of <Record<string, string>[]>[{ origin: 'https://evil.example' }, { origin: 'null' }, { referer: 'https://evil.example/page' }, { origin: 'http://localhost.evil.example' }]) {
    const res = await post(headers);
    assert.equal(res.statusCode, 403, JSON.stringify(headers));
    assert.match(res.json().message, /^origin: /);
  }
  assert.equal((await post({ origin: 'http://localhost:80' })).statusCode, 201, 'same origin');
  assert.equal((await post({ referer: 'http://localhost:80/de/besuch' })).statusCode, 201, 'same-site referer');
  assert.equal((await post({ origin: 'https://partner.example' })).statusCode, 201, 'a configured trusted origin');
  assert.equal((await post({})).statusCode, 201, 'neither header: the token decides');
  const login = await t.app.inject({
    method: 'POST',
    url: '/de/login/',
    payload: `username=probe&password=probe-password&csrfmiddlewaretoken=${csrf}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    cookies: { csrftoken: csrf },
  });
  assert.equal(login.statusCode, 403, 'a login form posted from another site');
});
