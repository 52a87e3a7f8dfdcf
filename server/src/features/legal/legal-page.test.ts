import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { pageSchema } from 'shared-contracts/site';
import { type TestApp, testApp } from '../../testing/test-app';

let t: TestApp;
before(async () => {
  t = await testApp();
});
after(() => t.close());

test('the legal routes are pages too: one text module with the legal text, in the language of the path', async () => {
  for (const [locale, path, kind] of [
    ['de', 'agb', 'agb'],
    ['en', 'impressum', 'imprint'],
    ['de', 'datenschutz', 'privacy-policy'],
  ] as const) {
    const res = await t.app.inject(`/${locale}/pageeditor-api/page/${path}`);
    assert.equal(res.statusCode, 200, `${locale}/${path}`);
    const page = pageSchema.parse(res.json());
    const legal = (await t.app.inject(`/${locale}/api/${kind}/`)).json();
    assert.equal(page.headline, legal.title);
    assert.equal(page.modules[0].content_type, 'text');
    assert.equal(page.modules[0].data.content, legal.html);
    assert.deepEqual(page.urls, { de: `/de/${path}`, en: `/en/${path}` });
  }
  assert.equal((await t.app.inject('/de/pageeditor-api/page/agb-nicht')).statusCode, 404);
});
