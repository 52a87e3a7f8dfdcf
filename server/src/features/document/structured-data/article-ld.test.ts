import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Article } from 'shared-contracts/entities';
import { articleLd } from './article-ld';

const site = { origin: 'https://example.org', locale: 'en' as const, name: 'Landesausstellung 2026', logo: '/media/logo.png' };
const article = (over: Partial<Article> = {}): Article =>
  ({
    id: 3,
    slug: 'restoring-the-altar',
    title: 'Restoring the altar',
    teaser_text: 'Four years of work.',
    date: '2026-03-14',
    author: 'Anna Berg',
    body: '<p>…</p>',
    category: { id: 1, name: 'Behind the scenes', slug: 'behind-the-scenes' },
    tags: [{ id: 1, name: 'Restoration', slug: 'restoration' }],
    image_obj: { url: 'https://cdn.example.org/altar.jpg' },
    urls: { de: '/de/mediathek-de/altar/3', en: '/en/mediathek-en/restoring-the-altar/3' },
    ...over,
  }) as Article;

test('Article: headline, image, dates, author, publisher with logo, url', () => {
  const ld = articleLd(site, article());
  assert.equal(ld['@type'], 'Article');
  assert.equal(ld.headline, 'Restoring the altar');
  assert.deepEqual(ld.image, ['https://cdn.example.org/altar.jpg']);
  assert.equal(ld.datePublished, '2026-03-14');
  assert.equal(ld.dateModified, '2026-03-14');
  assert.deepEqual(ld.author, [{ '@type': 'Person', name: 'Anna Berg' }]);
  assert.deepEqual(ld.publisher, {
    '@type': 'Organization',
    name: 'Landesausstellung 2026',
    url: 'https://example.org/en',
    logo: { '@type': 'ImageObject', url: 'https://example.org/media/logo.png' },
  });
  assert.equal(ld.url, 'https://example.org/en/mediathek-en/restoring-the-altar/3');
  assert.equal(ld.keywords, 'Restoration');
});

test('Article without author or image: the site is the author, its logo the image; long headlines are cut to 110', () => {
  const ld = articleLd(site, article({ author: '', image_obj: null, title: 'x'.repeat(140) }));
  assert.deepEqual((ld.author as { '@type': string }[]).map((a) => a['@type']), ['Organization']);
  assert.deepEqual(ld.image, ['https://example.org/media/logo.png']);
  assert.equal((ld.headline as string).length, 110);
});
