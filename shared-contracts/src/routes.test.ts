import { ROUTES, type RouteName, buildPath, isShopPath, matchRoute, routePattern, switchLocalePath, SHOP_REDIRECTS } from './routes';
import { LOCALES } from './locales';

/** Sample params for every placeholder a pattern can hold. */
const SAMPLE: Record<string, string> = { slug: 'ein-titel', id: '42', category: 'geschichte', tag: 'flussland', page: '2', kind: 'articles', '*': 'ueber-uns/team' };

function paramsFor(name: RouteName, locale: 'de' | 'en') {
  const rel: string = ROUTES[name][locale];
  if (rel === '*') return { '*': SAMPLE['*'] };
  return Object.fromEntries(
    rel
      .split('/')
      .filter((s) => s.startsWith(':'))
      .map((s) => s.replace(/^:|\?$/g, ''))
      .map((k) => [k, SAMPLE[k]]),
  );
}

describe('route table', () => {
  const names = Object.keys(ROUTES) as RouteName[];

  it.each(names)('%s builds in de and en and matches back to itself with the same params', (name) => {
    for (const locale of LOCALES) {
      const params = paramsFor(name, locale);
      const path = buildPath(name, locale, params);
      expect(path.startsWith(`/${locale}`)).toBe(true);
      const match = matchRoute(path);
      expect(match).toEqual({ name, locale, params });
    }
  });

  it.each(names.filter((n) => n !== 'catch-all'))('%s switches language and back without loss', (name) => {
    const de = buildPath(name, 'de', paramsFor(name, 'de'));
    const en = switchLocalePath(de, 'en');
    expect(matchRoute(en)?.name).toBe(name);
    expect(matchRoute(en)?.locale).toBe('en');
    expect(switchLocalePath(en, 'de')).toBe(de);
  });

  it('uses the localized paths (docs/product.md)', () => {
    expect(buildPath('events', 'de')).toBe('/de/veranstaltungen');
    expect(buildPath('events', 'en')).toBe('/en/events');
    expect(buildPath('events-slug-id', 'en', { slug: 'konzert', id: '7' })).toBe('/en/events/konzert/7');
    expect(buildPath('productions', 'de')).toBe('/de/produktionen');
    expect(buildPath('magazine', 'en')).toBe('/en/mediathek-en');
    expect(buildPath('search', 'de')).toBe('/de/search');
    expect(buildPath('search', 'de', { category: 'events', page: '3' })).toBe('/de/search/events/3');
    expect(routePattern('home', 'en')).toBe('/en');
  });

  it('matches the optional search params and the series route with and without a slug', () => {
    expect(matchRoute('/en/search')).toEqual({ name: 'search', locale: 'en', params: {} });
    expect(matchRoute('/en/search/others')).toEqual({ name: 'search', locale: 'en', params: { category: 'others' } });
    expect(matchRoute('/de/series/jazz/3')?.name).toBe('series-slug-id');
    expect(matchRoute('/de/series/3')?.name).toBe('series-id');
  });

  it('sends CMS pages through the catch-all and their own urls when switching language', () => {
    expect(matchRoute('/de/ueber-uns/presse')).toEqual({ name: 'catch-all', locale: 'de', params: { '*': 'ueber-uns/presse' } });
    expect(switchLocalePath('/de/ueber-uns/presse', 'en', { de: '/de/ueber-uns/presse', en: '/en/about/press' })).toBe('/en/about/press');
    expect(switchLocalePath('/de/ueber-uns/presse', 'en')).toBe('/en');
  });

  it('leaves paths outside /de and /en unmatched', () => {
    expect(matchRoute('/fr/events')).toBeNull();
    expect(matchRoute('/')).toBeNull();
  });

  it('builders refuse a missing required param', () => {
    expect(() => buildPath('events-slug-id', 'de', { slug: 'x' })).toThrow(/id/);
  });

  it('knows the shop paths and the shop redirect map', () => {
    for (const path of ['/webshop', '/eventim.webshop/x', '/test.webshop/a/b', '/testshop']) expect(isShopPath(path)).toBe(true);
    expect(isShopPath('/de/webshop')).toBe(false);
    const to = (path: string) => SHOP_REDIRECTS.find((r) => r.from.test(path))?.to('de');
    expect(to('/webshop/events')).toBe('/de/veranstaltungen');
    expect(to('/testshop/itemgroups/5')).toBe('/de/artikel');
    expect(to('/webshop/series/9')).toBe('/de/abonnement');
  });
});
