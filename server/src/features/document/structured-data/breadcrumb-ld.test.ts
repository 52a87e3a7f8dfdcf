import assert from 'node:assert/strict';
import { test } from 'node:test';
import { breadcrumbLd } from './breadcrumb-ld';
import { articleTrail, cmsTrail, routeTrail } from './breadcrumb-trail';

const site = { origin: 'https://example.org', locale: 'de' as const, name: 'Landesausstellung 2026', logo: null };

test('BreadcrumbList: positions from 1, absolute links, the current page without a link', () => {
  const ld = breadcrumbLd(site, [
    { name: 'Startseite', path: '/de' },
    { name: 'Ausstellung', path: '/de/ausstellung' },
    { name: 'Räume', path: null },
  ]);
  assert.deepEqual(ld, {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://example.org/de' },
      { '@type': 'ListItem', position: 2, name: 'Ausstellung', item: 'https://example.org/de/ausstellung' },
      { '@type': 'ListItem', position: 3, name: 'Räume' },
    ],
  });
  assert.equal(breadcrumbLd(site, [{ name: 'Startseite', path: '/de' }]), null);
});

test('CMS trail: home, parents farthest first (the home page skipped), the page', () => {
  const home = { id: 1, title: 'Start', urls: { de: '/de', en: '/en' }, parent: null };
  const parent = { id: 2, title: 'Ausstellung', urls: { de: '/de/ausstellung', en: '/en/exhibition' }, parent: home };
  assert.deepEqual(cmsTrail('de', { parent }, 'Räume'), [
    { name: 'Startseite', path: '/de' },
    { name: 'Ausstellung', path: '/de/ausstellung' },
    { name: 'Räume', path: null },
  ]);
});

test('route trails follow the screens: detail pages under their list, article under its category, none on home', () => {
  assert.deepEqual(routeTrail({ name: 'productions-slug-id', locale: 'en', params: { slug: 'x', id: '1' } }, 'Faust', null), [
    { name: 'Home', path: '/en' },
    { name: 'Productions', path: '/en/productions' },
    { name: 'Faust', path: null },
  ]);
  assert.deepEqual(routeTrail({ name: 'magazine-tags-tag-id', locale: 'de', params: { tag: 'a', id: '1' } }, '#Alltag', null)?.map((c) => c.name), [
    'Startseite',
    'Mediathek',
    '#Themen',
    '#Alltag',
  ]);
  assert.equal(routeTrail({ name: 'home', locale: 'de', params: {} }, '', null), null);
  assert.equal(routeTrail({ name: 'events-slug-id', locale: 'de', params: { slug: 'a', id: '1' } }, 'Konzert', null), null);
  assert.deepEqual(articleTrail('de', { title: 'Altar', category: { id: 4, name: 'Hinter den Kulissen', slug: 'kulissen' } })[2], {
    name: 'Hinter den Kulissen',
    path: '/de/mediathek-de/categories/kulissen/4',
  });
});
