import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type TestApp, testApp } from '../testing/test-app';

let t: TestApp;
before(async () => {
  t = await testApp();
});
after(() => t.close());

test('image alt texts speak the language of the request', async () => {
  for (const path of ['/api/events/?page_size=5', '/api/articles/', '/api/productions/']) {
    const de = (await t.app.inject(`/de${path}`)).json().results;
    const en = (await t.app.inject(`/en${path}`)).json().results;
    const withImages = de.map((item: { id: number; title: string; image_obj: { alt: string } | null }) => ({
      de: item,
      en: en.find((e: { id: number }) => e.id === item.id),
    })).filter((p: { de: { image_obj: unknown }; en?: unknown }) => p.de.image_obj && p.en);
    assert.ok(withImages.length > 0, `${path} has items with images`);
    for (const pair of withImages) {
      assert.equal(pair.de.image_obj.alt, pair.de.title);
      assert.equal(pair.en.image_obj.alt, pair.en.title);
    }
  }
});
