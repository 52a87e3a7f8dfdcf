import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { buildPath, type RouteName } from 'shared-contracts/routes';
import type { Resources } from '../i18n/de';
import { useT } from '../i18n/i18n';
import { useDocumentTitle } from '../lib/document-title';
import { getPageQueryOptions } from '../features/page/api/get-page';
import { useCurrentPage } from './shell-context';

type TitleKey = keyof Resources['routeTitles'];

const CMS_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['home', 'agb', 'datenschutz', 'impressum', 'catch-all']);
/** List routes that may have a CMS page at their path, whose title then wins (as on the server). */
const LIST_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['events', 'magazine', 'magazine-tags', 'productions', 'team', 'search', 'user-profile', 'user-settings', 'cms-hub', 'cms-hub-orders', 'cms-hub-check-in', 'cms-hub-sales']);

/** The localized section title of every non-CMS route; detail routes keep their section's. */
const SECTION_TITLES: Partial<Record<RouteName, TitleKey>> = {
  events: 'events',
  'events-slug-id': 'events',
  magazine: 'magazine',
  'magazine-categories-category-id': 'magazine',
  'magazine-tags': 'magazineTags',
  'magazine-tags-tag-id': 'magazine',
  'magazine-slug-id': 'magazine',
  productions: 'productions',
  'productions-slug-id': 'productions',
  team: 'team',
  'team-slug-id': 'team',
  'venues-slug-id': 'venues',
  'series-slug-id': 'series',
  'series-id': 'series',
  'forms-slug-id': 'forms',
  search: 'search',
  'user-profile': 'userProfile',
  'user-settings': 'userSettings',
  'cms-hub': 'cmsHub',
  'cms-hub-orders': 'orders',
  'cms-hub-check-in': 'checkIn',
  'cms-hub-sales': 'sales',
  'cms-hub-resource': 'cmsHub',
};

// The server titles a first load of a detail route with its entity (event, article …), more precise than the
// section title, so that one is kept until the first client-side navigation.
const documentPath = typeof window === 'undefined' ? '' : window.location.pathname;
let onDocumentPath = true;

/** "Suche: Veranstaltungen – Seite 2" for a category's result pages (search/{category}/{page}), as the server titles them. */
function searchCategoryTitle(cmsPath: string, sectionTitle: string | null, t: ReturnType<typeof useT>['t']): string | null {
  const [, category, page] = cmsPath.split('/');
  if (category !== 'events' && category !== 'others') return null;
  const pageNo = Number(page);
  const suffix = Number.isInteger(pageNo) && pageNo > 1 ? ` – ${t('searchCategoryTitles.page', { page: pageNo })}` : '';
  return `${sectionTitle}: ${t(`searchCategoryTitles.${category}`)}${suffix}`;
}

/**
 * document.title on every client-side route (the server sets it for the first load, in the same format): CMS pages
 * from their meta title, list routes from the CMS page at their path when the shell has it, else the section title.
 */
export function RouteTitle({ routeName }: { routeName: RouteName | undefined }) {
  const { t, locale } = useT();
  const { pathname } = useLocation();
  const { page } = useCurrentPage();
  const cmsPath = pathname.replace(new RegExp(`^/${locale}/?`), '');
  const isCms = routeName !== undefined && CMS_ROUTES.has(routeName);
  const key = routeName ? SECTION_TITLES[routeName] : undefined;
  const isList = routeName !== undefined && LIST_ROUTES.has(routeName) && `/${locale}/${cmsPath}`.replace(/\/$/, '') === buildPath(routeName, locale);
  // Only observes the cache (SectionPageHeader fetches the events page, for instance): never an extra request.
  const { data: listPage } = useQuery({ ...getPageQueryOptions(locale, cmsPath), enabled: false });

  const firstLoad = onDocumentPath && pathname === documentPath;
  useEffect(() => {
    if (pathname !== documentPath) onDocumentPath = false;
  }, [pathname]);
  const sectionTitle = key ? t(`routeTitles.${key}`) : null;
  const searchTitle = routeName === 'search' ? searchCategoryTitle(cmsPath, sectionTitle, t) : null;
  let title: string | null = null;
  if (isCms) title = page ? page.meta_title || page.title : null;
  else if (searchTitle) title = searchTitle;
  else if (isList) title = listPage?.meta_title || listPage?.title || sectionTitle;
  else if (!firstLoad) title = sectionTitle;
  useDocumentTitle(title);
  return null;
}
