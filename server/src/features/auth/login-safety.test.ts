import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { hashPassword } from './password-hash';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
before(async () => {
  t = await testApp({ seed: false });
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
