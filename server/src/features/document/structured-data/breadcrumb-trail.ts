import type { Locale } from 'shared-contracts/locales';
import { type RouteMatch, buildPath } from 'shared-contracts/routes';
import type { Page } from 'shared-contracts/site';
import type { Crumb } from './breadcrumb-ld';

/** Labels of the visible breadcrumbs (the shell's and mf-content's translations of the same words). */
const LABELS = {
  home: { de: 'Startseite', en: 'Home' },
  magazine: { de: 'Mediathek', en: 'Media library' },
  topics: { de: '#Themen', en: '#Topics' },
  productions: { de: 'Produktionen', en: 'Productions' },
  team: { de: 'Team', en: 'Team' },
  events: { de: 'Veranstaltungen', en: 'Events' },
} satisfies Record<string, Record<Locale, string>>;

/** Home, then the CMS page's parents (farthest first, the home page itself skipped), then the current title. */
export function cmsTrail(locale: Locale, page: Pick<Page, 'parent'> | null, title: string): Crumb[] {
  const chain: Crumb[] = [];
  for (let ref = page?.parent ?? null; ref; ref = ref.parent) {
    const url = ref.urls[locale];
    if (url !== `/${locale}` && url !== `/${locale}/`) chain.unshift({ name: ref.title, path: url });
  }
  return [{ name: LABELS.home[locale], path: `/${locale}` }, ...chain, ...(title ? [{ name: title, path: null }] : [])];
}

/**
 * The trail a route shows, as the screens build it: CMS and section pages from the page tree, detail pages of
 * mf-content from their list. `title` is the entity's name from the head; `page` the CMS page at the path, if any.
 * null: the route shows no breadcrumb (home, event detail, search, shop).
 */
export function routeTrail(match: RouteMatch, title: string, page: Page | null): Crumb[] | null {
  const { locale } = match;
  const home = { name: LABELS.home[locale], path: `/${locale}` };
  const list = (label: Record<Locale, string>, route: 'magazine' | 'productions' | 'team') => ({ name: label[locale], path: buildPath(route, locale) });
  switch (match.name) {
    case 'catch-all':
    case 'agb':
    case 'datenschutz':
    case 'impressum':
      return page ? cmsTrail(locale, page, page.title) : null;
    case 'events':
      return cmsTrail(locale, page, page?.headline || page?.title || LABELS.events[locale]);
    case 'user-profile':
    case 'user-settings':
      return cmsTrail(locale, null, title);
    case 'productions':
    case 'team':
      return [home, { name: LABELS[match.name][locale], path: null }];
    case 'productions-slug-id':
      return [home, list(LABELS.productions, 'productions'), { name: title, path: null }];
    case 'team-slug-id':
      return [home, list(LABELS.team, 'team'), { name: title, path: null }];
    case 'series-slug-id':
    case 'series-id':
    case 'venues-slug-id':
    case 'forms-slug-id':
      return [home, { name: title, path: null }];
    case 'magazine':
      return [home, { name: LABELS.magazine[locale], path: null }];
    case 'magazine-categories-category-id':
      return [home, list(LABELS.magazine, 'magazine'), { name: title, path: null }];
    case 'magazine-tags':
      return [home, list(LABELS.magazine, 'magazine'), { name: LABELS.topics[locale], path: null }];
    case 'magazine-tags-tag-id':
      return [home, list(LABELS.magazine, 'magazine'), { name: LABELS.topics[locale], path: buildPath('magazine-tags', locale) }, { name: title, path: null }];
    default:
      return null;
  }
}

/** An article's trail: the media library, its category, the article. */
export function articleTrail(locale: Locale, article: { title: string; category: { id: number; name: string; slug: string } }): Crumb[] {
  return [
    { name: LABELS.home[locale], path: `/${locale}` },
    { name: LABELS.magazine[locale], path: buildPath('magazine', locale) },
    { name: article.category.name, path: buildPath('magazine-categories-category-id', locale, { category: article.category.slug, id: String(article.category.id) }) },
    { name: article.title, path: null },
  ];
}
