import { type Locale, LOCALES, isLocale } from 'shared-contracts/locales';
import type { RemoteName, SlotName } from 'shared-contracts/slots';

/**
 * Every screen (docs/product.md), by route name (Nuxt-style names: the localized name is `${name}___${locale}`).
 * Patterns are relative to the locale prefix and use react-router syntax (`:id`, optional `:slug?`).
 * Order matters: the first match wins, the catch-all comes last.
 */
export const ROUTES = {
  home: { de: '', en: '' },
  events: { de: 'veranstaltungen', en: 'events' },
  'events-slug-id': { de: 'veranstaltungen/:slug/:id', en: 'events/:slug/:id' },
  'magazine-categories-category-id': { de: 'mediathek-de/categories/:category/:id', en: 'mediathek-en/categories/:category/:id' },
  'magazine-tags': { de: 'mediathek-de/tags', en: 'mediathek-en/tags' },
  'magazine-tags-tag-id': { de: 'mediathek-de/tags/:tag/:id', en: 'mediathek-en/tags/:tag/:id' },
  'magazine-slug-id': { de: 'mediathek-de/:slug/:id', en: 'mediathek-en/:slug/:id' },
  magazine: { de: 'mediathek-de', en: 'mediathek-en' },
  productions: { de: 'produktionen', en: 'productions' },
  'productions-slug-id': { de: 'produktionen/:slug/:id', en: 'productions/:slug/:id' },
  team: { de: 'team', en: 'team' },
  'team-slug-id': { de: 'team/:slug/:id', en: 'team/:slug/:id' },
  'venues-slug-id': { de: 'venues/:slug/:id', en: 'venues/:slug/:id' },
  'series-slug-id': { de: 'series/:slug/:id', en: 'series/:slug/:id' },
  'series-id': { de: 'series/:id', en: 'series/:id' },
  'forms-slug-id': { de: 'forms/:slug/:id', en: 'forms/:slug/:id' },
  search: { de: 'search/:category?/:page?', en: 'search/:category?/:page?' },
  agb: { de: 'agb', en: 'agb' },
  datenschutz: { de: 'datenschutz', en: 'datenschutz' },
  impressum: { de: 'impressum', en: 'impressum' },
  'user-profile': { de: 'user/profile', en: 'user/profile' },
  'user-settings': { de: 'user/settings', en: 'user/settings' },
  'cms-hub': { de: 'cms-hub', en: 'cms-hub' },
  'cms-hub-orders': { de: 'cms-hub/bestellungen', en: 'cms-hub/orders' },
  'cms-hub-check-in': { de: 'cms-hub/einlass', en: 'cms-hub/check-in' },
  'cms-hub-sales': { de: 'cms-hub/verkauf', en: 'cms-hub/sales' },
  /** The back office's list (`:id` absent), form (`:id`) or new entry (`:id` = `neu`/`new`) of one kind. */
  'cms-hub-resource': { de: 'cms-hub/:kind/:id?', en: 'cms-hub/:kind/:id?' },
  'catch-all': { de: '*', en: '*' },
} as const satisfies Record<string, Record<Locale, string>>;

export type RouteName = keyof typeof ROUTES;

/** A slot of a remote, checked against the slot catalogue: `['mf_events', 'EventList']`. */
export type RouteSlot = { [R in RemoteName]: readonly [R, SlotName<R>] }[RemoteName];

/** What a route's screen mounts. */
export interface RouteScreen {
  /** The remote slot the screen is made of. */
  slot: RouteSlot;
  /** Slots the page also shows inside it at once (an event's booking widget). */
  inside?: readonly RouteSlot[];
  /** Staff screens (the back office): never rendered on the server, their remotes are not warmed for visitors. */
  staff?: true;
}

/**
 * The slot each route mounts (null: a screen of the shell's own). The shell's screens mount exactly these (a test
 * holds them to it); the server derives from them which remotes a document preloads and which slots it loads at start.
 */
export const ROUTE_SCREENS: Record<RouteName, RouteScreen | null> = {
  home: { slot: ['mf_content', 'Page'] },
  events: { slot: ['mf_events', 'EventList'] },
  'events-slug-id': { slot: ['mf_events', 'EventDetail'], inside: [['mf_booking', 'BookingWidget']] },
  'magazine-categories-category-id': { slot: ['mf_content', 'MagazineList'] },
  'magazine-tags': { slot: ['mf_content', 'MagazineList'] },
  'magazine-tags-tag-id': { slot: ['mf_content', 'MagazineList'] },
  'magazine-slug-id': { slot: ['mf_content', 'MagazineArticle'] },
  magazine: { slot: ['mf_content', 'MagazineList'] },
  productions: { slot: ['mf_content', 'ProductionList'] },
  'productions-slug-id': { slot: ['mf_content', 'ProductionDetail'], inside: [['mf_booking', 'BookingWidget']] },
  team: { slot: ['mf_content', 'TeamList'] },
  'team-slug-id': { slot: ['mf_content', 'TeamMember'] },
  'venues-slug-id': { slot: ['mf_content', 'VenueDetail'] },
  'series-slug-id': { slot: ['mf_content', 'SeriesDetail'] },
  'series-id': { slot: ['mf_content', 'SeriesDetail'] },
  'forms-slug-id': { slot: ['mf_content', 'FormPage'] },
  search: { slot: ['mf_search', 'SearchPage'] },
  agb: { slot: ['mf_content', 'Page'] },
  datenschutz: { slot: ['mf_content', 'Page'] },
  impressum: { slot: ['mf_content', 'Page'] },
  'user-profile': null,
  'user-settings': null,
  'cms-hub': null,
  'cms-hub-orders': { slot: ['mf_shop', 'OrderAdmin'], staff: true },
  'cms-hub-check-in': { slot: ['mf_shop', 'CheckIn'], staff: true },
  'cms-hub-sales': { slot: ['mf_shop', 'SalesOverview'], staff: true },
  'cms-hub-resource': { slot: ['mf_editor', 'BackOffice'], staff: true },
  'catch-all': { slot: ['mf_content', 'Page'] },
};

/** The remotes a route's page shows at once: its document preloads their entries. */
export function routeRemotes(name: RouteName): RemoteName[] {
  const screen = ROUTE_SCREENS[name];
  if (!screen) return [];
  return [...new Set([screen.slot, ...(screen.inside ?? [])].map(([remote]) => remote))];
}

/** Every slot a visitor's page may be rendered with on the server (staff screens render in the browser only). */
export function visitorSlots(): RouteSlot[] {
  const slots = new Map<string, RouteSlot>();
  for (const screen of Object.values(ROUTE_SCREENS)) {
    if (!screen || screen.staff) continue;
    for (const slot of [screen.slot, ...(screen.inside ?? [])]) slots.set(slot.join('/'), slot);
  }
  return [...slots.values()];
}
export type RouteParams = Record<string, string | undefined>;

/** Ticket-shop paths: not localized, shop layout, mf-shop is active on them and below. */
export const SHOP_PATH_PREFIXES = ['webshop', 'eventim.webshop', 'test.webshop', 'testshop'] as const;

/** Shop redirect map (docs/product.md): shop paths that have a page of their own on the site. */
export const SHOP_REDIRECTS: ReadonlyArray<{ from: RegExp; to: (locale: Locale) => string }> = [
  { from: /^\/(?:webshop|eventim\.webshop|test\.webshop|testshop)\/events\/?$/, to: (l) => buildPath('events', l) },
  { from: /^\/(?:webshop|eventim\.webshop|test\.webshop|testshop)\/itemgroups?\/.+$/, to: (l) => `/${l}/${l === 'de' ? 'artikel' : 'article'}` },
  { from: /^\/(?:webshop|eventim\.webshop|test\.webshop|testshop)\/series\/.+$/, to: (l) => `/${l}/${l === 'de' ? 'abonnement' : 'subscription'}` },
];

export function isShopPath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return (SHOP_PATH_PREFIXES as readonly string[]).includes(first);
}

export function localizedRouteName(name: RouteName, locale: Locale): string {
  return `${name}___${locale}`;
}

/** Route-name tests: a name containing `events___` is the event list, one containing `productions-slug-id` a production detail. */
export const isEventListRouteName = (name: string) => name.includes('events___');
export const isProductionDetailRouteName = (name: string) => name.includes('productions-slug-id');

/** The full react-router pattern of a route, e.g. `/de/veranstaltungen/:slug/:id`. */
export function routePattern(name: RouteName, locale: Locale): string {
  const rel = ROUTES[name][locale];
  return rel === '' ? `/${locale}` : `/${locale}/${rel}`;
}

/** Builds a concrete path; optional params left out are dropped, a missing required one throws. */
export function buildPath(name: RouteName, locale: Locale, params: RouteParams = {}): string {
  const rel: string = ROUTES[name][locale];
  if (rel === '*') return `/${locale}/${(params['*'] ?? '').replace(/^\/+/, '')}`.replace(/\/$/, '') || `/${locale}`;
  const parts = rel
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === '') {
        if (optional) return null;
        throw new Error(`buildPath(${name}): missing param ${key}`);
      }
      return encodeURIComponent(value);
    })
    .filter((p): p is string => p !== null);
  return [`/${locale}`, ...parts].join('/');
}

export interface RouteMatch {
  name: RouteName;
  locale: Locale;
  params: RouteParams;
}

function matchPattern(rel: string, segments: string[]): RouteParams | null {
  if (rel === '*') return { '*': segments.join('/') };
  const pattern = rel.split('/').filter(Boolean);
  const params: RouteParams = {};
  let i = 0;
  for (const part of pattern) {
    const segment = segments[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const key = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined) {
        if (optional) continue;
        return null;
      }
      params[key] = decodeURIComponent(segment);
      i++;
    } else {
      if (segment !== part) return null;
      i++;
    }
  }
  return i === segments.length ? params : null;
}

/** Matches a site path (with locale prefix) to its route; null for paths outside /de and /en. */
export function matchRoute(pathname: string): RouteMatch | null {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  if (!isLocale(first)) return null;
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const params = matchPattern(ROUTES[name][first], rest);
    if (params) return { name, locale: first, params };
  }
  return null;
}

/**
 * The same page in the other locale. CMS pages (catch-all) carry their own per-language urls;
 * every other route maps by name and params.
 */
export function switchLocalePath(pathname: string, target: Locale, pageUrls?: Partial<Record<Locale, string>>): string {
  const match = matchRoute(pathname);
  if (!match) return `/${target}`;
  if (match.name === 'catch-all') return pageUrls?.[target] ?? `/${target}`;
  return buildPath(match.name, target, match.params);
}

export const ALL_LOCALES = LOCALES;
