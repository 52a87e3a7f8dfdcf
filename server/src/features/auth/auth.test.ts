import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { authStateSchema, loggedUserSchema } from 'shared-contracts/site';
import { client } from '../../testing/session';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
before(async () => {
  t = await testApp();
});
after(() => t.close());

test('the first response sets a readable csrftoken cookie', async () => {
  const res = await t.app.inject('/de/api/user-details/');
  const cookie = res.cookies.find((c) => c.name === 'csrftoken');
  assert.ok(cookie && cookie.value.length >= 16);
  assert.equal(cookie.httpOnly, undefined);
  assert.equal(cookie.sameSite, 'Lax');
  assert.equal(cookie.path, '/');
});

test('anonymous auth state: all false/null but the locale urls', async () => {
  const de = authStateSchema.parse((await t.app.inject('/de/api/user-details/')).json());
  assert.equal(de.is_logged_in, false);
  assert.equal(de.username, null);
  assert.equal(de.login_url, '/de/login/');
  assert.equal(de.logout_url, '/de/logout/');
  assert.equal(de.webshop_url, '/webshop/');
  const en = authStateSchema.parse((await t.app.inject({ url: '/api/user-details/', headers: { 'accept-language': 'en' } })).json());
  assert.equal(en.login_url, '/en/login/');
  assert.equal((await t.app.inject('/de/pageeditor-api/user')).statusCode, 401);
});

test('login page is bilingual with labelled fields and keeps ?next=', async () => {
  const de = await t.app.inject('/de/login/?next=/de/besuch');
  assert.equal(de.statusCode, 200);
  assert.match(de.body, /<html lang="de">/);
  assert.match(de.body, /<label for="id_username">Benutzername<\/label>/);
  assert.match(de.body, /name="next" value="\/de\/besuch"/);
  assert.match(de.body, /name="csrfmiddlewaretoken" value="[A-Za-z0-9_-]{16,}"/);
  const en = await t.app.inject('/en/login/?next=https://evil.example/');
  assert.match(en.body, /<label for="id_password">Password<\/label>/);
  assert.match(en.body, /name="next" value="\/en"/);
});

test('form login with the hidden token: session cookie HttpOnly, redirect to next, user endpoints answer', async () => {
  const page = await t.app.inject('/de/login/');
  const csrf = page.cookies.find((c) => c.name === 'csrftoken')!.value;
  const res = await t.app.inject({
    method: 'POST',
    url: '/de/login/',
    payload: `username=editor&password=editor&csrfmiddlewaretoken=${csrf}&next=/de/besuch`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    cookies: { csrftoken: csrf },
  });
  assert.equal(res.statusCode, 303);
  assert.equal(res.headers.location, '/de/besuch');
  const session = res.cookies.find((c) => c.name === 'sessionid')!;
  assert.equal(session.httpOnly, true);
  assert.equal(session.sameSite, 'Lax');
  assert.equal(session.path, '/');
  const user = await t.app.inject({ url: '/en/pageeditor-api/user', cookies: { sessionid: session.value } });
  assert.equal(user.statusCode, 200);
  const body = loggedUserSchema.parse(user.json());
  assert.equal(body.username, 'editor');
  assert.equal(body.first_name, 'Eda');
  // Every admin link is a screen of the site, never an API answer.
  assert.equal(body.admin_edit_urls.pages, '{path}?edit&panel=settings');
  for (const url of [...Object.values(body.admin_edit_urls), ...body.admin_menus.map((m) => m.url)]) assert.doesNotMatch(url, /\/(pageeditor-)?api\//);
  assert.deepEqual(body.admin_menus.map((m) => m.url), ['/en/cms-hub', '/en?edit&panel=pages', body.admin_menus[2].url]);
  const state = authStateSchema.parse((await t.app.inject({ url: '/de/api/user-details/', cookies: { sessionid: session.value } })).json());
  assert.equal(state.is_logged_in, true);
  assert.equal(state.last_name, 'Editor');
});

test('login without the token is refused; wrong password is 400 with the message', async () => {
  const noToken = await t.app.inject({ method: 'POST', url: '/de/login/', payload: { username: 'editor', password: 'editor' } });
  assert.equal(noToken.statusCode, 403);
  const c = client(t.app);
  const wrong = await c.login('editor', 'wrong');
  assert.equal(wrong.statusCode, 400);
  assert.equal(c.cookies.sessionid, undefined);
});

test('failed login attempts of one address and user name back off after five', async () => {
  const c = client(t.app);
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) statuses.push((await c.login('limited-user', 'x')).statusCode);
  assert.deepEqual(statuses, [400, 400, 400, 400, 400, 429, 429]);
  // Another username from the same client is not affected.
  assert.equal((await c.login('editor', 'editor')).statusCode, 200);
});

test('logout: GET shows a confirm button, POST ends the session', async () => {
  const c = client(t.app);
  await c.login();
  const confirm = await c.get('/en/logout/');
  assert.match(confirm.body, /<button type="submit">Log out<\/button>/);
  assert.equal((await c.get('/de/pageeditor-api/user')).statusCode, 200);
  const noCsrf = await c.request({ method: 'POST', url: '/de/logout/', csrf: false, payload: {} });
  assert.equal(noCsrf.statusCode, 403);
  const out = await c.request({ method: 'POST', url: '/de/logout/', payload: `csrfmiddlewaretoken=${c.cookies.csrftoken}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  assert.equal(out.statusCode, 303);
  assert.equal((await c.get('/de/pageeditor-api/user')).statusCode, 401);
});

test('every non-GET call needs X-CSRFToken equal to the cookie', async () => {
  const c = client(t.app);
  await c.get('/de/api/user-details/');
  const missing = await c.request({ method: 'POST', url: '/de/api/dashboard-error-log/', payload: { url: '/de/x' }, csrf: false });
  assert.equal(missing.statusCode, 403);
  assert.deepEqual(missing.json(), { message: 'csrf: missing or invalid token' });
  const wrong = await c.request({ method: 'POST', url: '/de/api/dashboard-error-log/', payload: { url: '/de/x' }, csrf: false, headers: { 'x-csrftoken': 'a'.repeat(32) } });
  assert.equal(wrong.statusCode, 403);
  const ok = await c.request({ method: 'POST', url: '/de/api/dashboard-error-log/', payload: { url: '/de/x' } });
  assert.equal(ok.statusCode, 201);
  const [row] = await t.db.query<{ url: string; locale: string }>('SELECT url, locale FROM error_log ORDER BY id DESC LIMIT 1');
  assert.deepEqual(row, { url: '/de/x', locale: 'de' });
  const bad = await c.request({ method: 'POST', url: '/de/api/dashboard-error-log/', payload: { url: 42 } });
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().field, 'url');
});

const CSRF = 'login-test-csrf-token-0123456789';
const loginFrom = (address: string, username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/de/login/',
    remoteAddress: address,
    payload: { username, password },
    headers: { 'content-type': 'application/json', 'x-csrftoken': CSRF },
    cookies: { csrftoken: CSRF },
  });

test('an attacker guessing the editor password makes the account wait its back-off, from any address, then the editor logs in', async () => {
  const attacker = [];
  for (let i = 0; i < 12; i++) attacker.push((await loginFrom('198.51.100.66', 'editor', `guess-${i}`)).statusCode);
  assert.deepEqual(attacker.slice(0, 5), [400, 400, 400, 400, 400]);
  assert.deepEqual(new Set(attacker.slice(5)), new Set([429]));
  const locked = await loginFrom('198.51.100.66', 'editor', 'editor');
  assert.equal(locked.statusCode, 429, 'even the right password waits for the attacker');
  assert.ok(Number(locked.headers['retry-after']) >= 1);
  const elsewhere = await loginFrom('203.0.113.9', 'editor', 'editor');
  assert.equal(elsewhere.statusCode, 429, 'the account waits for every address');
  t.clock.advance(Number(elsewhere.headers['retry-after']) * 1000);
  assert.equal((await loginFrom('203.0.113.9', 'editor', 'editor')).statusCode, 200);
});

test('one address trying many user names is slowed down across all of them', async () => {
  const statuses = [];
  for (let i = 0; i < 22; i++) statuses.push((await loginFrom('198.51.100.77', `sprayed-${i}`, 'Sommer2026!')).statusCode);
  assert.equal(statuses.filter((s) => s === 400).length, 20);
  assert.deepEqual(statuses.slice(20), [429, 429]);
  assert.equal((await loginFrom('198.51.100.78', 'sprayed-99', 'Sommer2026!')).statusCode, 400, 'other addresses are not affected');
});

test('a bcrypt hash from before still logs in and is replaced by scrypt', async () => {
  const bcrypt = (await import('bcryptjs')).default;
  await t.db.query("INSERT INTO users (username, email, password_hash, first_name, last_name, is_staff) VALUES ('legacy', 'legacy@example.org', $1, 'Lea', 'Gacy', true)", [
    bcrypt.hashSync('old-password', 4),
  ]);
  assert.equal((await loginFrom('203.0.113.20', 'legacy', 'old-password')).statusCode, 200);
  const [row] = await t.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE username = 'legacy'");
  assert.match(row.password_hash, /^scrypt\$/);
  assert.equal((await loginFrom('203.0.113.20', 'legacy', 'old-password')).statusCode, 200);
  assert.equal((await loginFrom('203.0.113.20', 'legacy', 'wrong')).statusCode, 400);
});
