import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type Client, client } from '../testing/session';
import { type TestApp, testApp } from '../testing/test-app';

let t: TestApp;
let staff: Client;
before(async () => {
  t = await testApp();
  staff = client(t.app);
  await staff.login();
});
after(() => t.close());

const ODD_VALUES: unknown[] = [null, true, -1, 0, 1.5, 1e308, '', ' ', 'x'.repeat(5000), '%00', '<script>', '../../etc', [], [null], {}, { a: { b: [] } }, '１２', 'NaN'];

test('bad JSON is 400 naming the body, oversized bodies 413, unknown locales 404', async () => {
  const bad = await staff.request({ method: 'POST', url: '/de/pageeditor-api/modules/', payload: '{"content_type":', headers: { 'content-type': 'application/json' } });
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().field, 'body');
  const big = await staff.request({ method: 'POST', url: '/de/api/dashboard-error-log/', payload: JSON.stringify({ url: 'x'.repeat(2 * 1024 * 1024) }), headers: { 'content-type': 'application/json' } });
  assert.equal(big.statusCode, 413);
  for (const url of ['/fr/pageeditor-api/nav', '/xx/api/user-details/', '/fr/pageeditor-api/page/', '/it/login/']) {
    assert.equal((await t.app.inject(url)).statusCode, 404, url);
  }
});

test('hundreds of malformed requests across the endpoints never answer 5xx', async () => {
  const targets: Array<{ method: string; url: string; body?: (v: unknown) => unknown }> = [
    { method: 'POST', url: '/de/api/dashboard-error-log/', body: (v) => ({ url: v }) },
    { method: 'POST', url: '/de/pageeditor-api/modules/', body: (v) => ({ content_type: 'headline', data: { content: v, headline_level: v } }) },
    { method: 'POST', url: '/de/pageeditor-api/modules/', body: (v) => ({ content_type: v, parent: v, data: v }) },
    { method: 'POST', url: '/de/pageeditor-api/modules/', body: (v) => ({ content_type: 'teaser_item', parent: 1, column_index: v, data: { link: v } }) },
    { method: 'PATCH', url: '/de/pageeditor-api/modules/1/', body: (v) => ({ data: v, position: v }) },
    { method: 'POST', url: '/de/pageeditor-api/modules/reorder/', body: (v) => ({ ids: v }) },
    { method: 'POST', url: '/de/pageeditor-api/pages/', body: (v) => ({ translations: { de: { path: v, title: v }, en: v } }) },
    { method: 'PATCH', url: '/de/pageeditor-api/pages/1/', body: (v) => ({ parent: v, middleware: v }) },
    { method: 'POST', url: '/de/pageeditor-api/pages/1/restore/', body: (v) => ({ version_id: v }) },
    { method: 'POST', url: '/de/pageeditor-api/container/by-slug/abc', body: (v) => ({ layout: v, page: v }) },
    { method: 'POST', url: '/de/login/', body: (v) => ({ username: v, password: v }) },
  ];
  const getUrls = (v: string) => [
    `/de/pageeditor-api/page/${v}`,
    `/de/pageeditor-api/page/besuch?version_id=${v}`,
    `/de/pageeditor-api/container/by-slug/${v}`,
    `/de/pageeditor-api/modules/${v}/`,
    `/de/pageeditor-api/modules/?page=${v}&limit=${v}`,
    `/de/pageeditor-api/pages/?parent=${v}&is_online=${v}`,
    `/de/pageeditor-api/pages/${v}/versions/`,
    `/html/${v}.html`,
    `/de/${v}`,
    `/remotes/mf-events/${v}`,
    `/media/${v}`,
    `/de/login/?next=${v}`,
  ];
  let count = 0;
  for (const value of ODD_VALUES) {
    for (const target of targets) {
      const res = await staff.request({ method: target.method, url: target.url, payload: target.body!(value) as object });
      assert.ok(res.statusCode < 500, `${target.method} ${target.url} ${JSON.stringify(value)?.slice(0, 50)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      count++;
    }
    for (const url of getUrls(encodeURIComponent(String(typeof value === 'object' ? JSON.stringify(value) : value)))) {
      const res = await staff.get(url);
      assert.ok(res.statusCode < 500 || res.statusCode === 503, `GET ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      count++;
    }
  }
  assert.ok(count > 300, `sent ${count}`);
});
