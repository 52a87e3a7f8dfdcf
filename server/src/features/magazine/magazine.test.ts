import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { z } from 'zod';
import {
  articleCategorySchema,
  articleSchema,
  articleTeaserSchema,
  breakingNewsSchema,
  openingHoursTodaySchema,
  paginated,
} from 'shared-contracts/entities';
import { type TestApp, testApp } from '../../testing/test-app';

// Seeded "today" is Wednesday 2026-05-06 (Berlin); the exception is for that date.
const NOW = new Date('2026-05-06T10:00:00Z');
let t: TestApp;
const get = async (url: string) => {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, body: res.json() };
};

before(async () => {
  t = await testApp({ now: NOW });
});
after(() => t.close());

describe('magazine', () => {
  it('answers the latest teasers, newest first', async () => {
    const teasers = z.array(articleTeaserSchema.strict()).parse((await get('/de/api/articles-teaser/')).body);
    assert.equal(teasers.length, 4);
    assert.deepEqual(teasers.map((a) => a.date), [...teasers.map((a) => a.date)].sort().reverse());
  });

  it('lists 20 articles by page, category and topic tag', async () => {
    const page1 = paginated(articleTeaserSchema.strict()).parse((await get('/de/api/articles/')).body);
    assert.equal(page1.count, 20);
    assert.equal(page1.results.length, 10);
    assert.equal(page1.next, '/de/api/articles/?page=2');
    const page2 = paginated(articleTeaserSchema).parse((await get('/de/api/articles/?page=2')).body);
    assert.equal(page2.next, null);
    const categories = z.array(articleCategorySchema.strict()).parse((await get('/api/article-categories/?lang=en')).body);
    assert.equal(categories.length, 4);
    for (const c of categories) {
      const inCategory = paginated(articleTeaserSchema).parse((await get(`/en/api/articles/?category=${c.id}`)).body);
      assert.ok(inCategory.count > 0 && inCategory.results.every((a) => a.category.id === c.id));
    }
    const tags = z.array(articleCategorySchema.strict()).parse((await get('/de/api/article-tags/')).body);
    assert.ok(tags.length >= 6);
    const tagged = paginated(articleTeaserSchema).parse((await get(`/de/api/articles/?tag=${tags[0].id}`)).body);
    assert.ok(tagged.count > 0 && tagged.results.every((a) => a.tags.some((x) => x.id === tags[0].id)));
    assert.equal((await get('/de/api/articles/?category=abc')).status, 400);
  });

  it('answers one article with author and body', async () => {
    const first = (await get('/en/api/articles/')).body.results[0];
    const article = articleSchema.strict().parse((await get(`/en/api/articles/${first.id}/`)).body);
    assert.ok(article.body.startsWith('<p>') && article.author.length > 0);
    assert.match(article.urls.de, /^\/de\/mediathek-de\/[a-z0-9-]+\/\d+$/);
    assert.equal((await get('/de/api/articles/9999/')).status, 404);
  });
});

describe('breaking news and opening hours', () => {
  it('lists breaking news, the current alert first', async () => {
    const news = z.array(breakingNewsSchema.strict()).parse((await get('/api/breaking-news/?lang=de')).body);
    assert.ok(news.length >= 1);
    assert.equal(news[0].title, 'Geänderte Öffnungszeiten heute');
    assert.equal(news[0].link?.url, '/de/veranstaltungen');
  });

  it("answers today's regular hours and today's exception (Berlin, injected clock)", async () => {
    const today = openingHoursTodaySchema.strict().parse((await get('/de/api/opening-hours-today/')).body);
    assert.deepEqual(today.opening_hours, [{ time_from: '10:00:00', time_to: '18:00:00', closed: false, alternative_text: null, alternative_link_url: null }]);
    assert.equal(today.opening_hours_exceptions.length, 1);
    assert.equal(today.opening_hours_exceptions[0].time_to, '16:00:00');
    // Thursday: open late, no exception.
    t.clock.set(new Date('2026-05-07T08:00:00Z'));
    const thursday = openingHoursTodaySchema.parse((await get('/en/api/opening-hours-today/')).body);
    assert.equal(thursday.opening_hours[0].time_to, '20:00:00');
    assert.deepEqual(thursday.opening_hours_exceptions, []);
    // Monday 00:30 in Berlin is still Sunday 22:30 UTC: the Berlin weekday decides.
    t.clock.set(new Date('2026-05-10T22:30:00Z'));
    const monday = openingHoursTodaySchema.parse((await get('/en/api/opening-hours-today/')).body);
    assert.equal(monday.opening_hours[0].closed, true);
    assert.equal(monday.opening_hours[0].alternative_text, 'Closed on Mondays except public holidays');
    t.clock.set(NOW);
  });
});
