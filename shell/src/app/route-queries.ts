import type { QueryClient } from '@tanstack/react-query';
import { ROUTES, matchRoute, type RouteMatch, type RouteName } from 'shared-contracts/routes';
import type { SiteSettings } from 'shared-contracts/site';
import type { DeclaredQuery, QueryDeclaration } from 'site-config/remote-kit/server-prefetch';
import { getLoggedUserQueryOptions } from '../features/auth/api/get-logged-user';
import { getUserDetailsQueryOptions } from '../features/auth/api/get-user-details';
import { getErrorHtmlQueryOptions } from '../features/error-page/api/get-error-html';
import { getNavigationQueryOptions } from '../features/navigation/api/get-navigation';
import { getOpeningHoursTodayQueryOptions } from '../features/opening-hours/api/get-opening-hours-today';
import { getPageQueryOptions } from '../features/page/api/get-page';
import { getSettingsQueryOptions } from '../features/site/api/get-settings';
import { getBreakingNewsQueryOptions } from '../features/top-alert/api/get-breaking-news';

/** A route as the server matched it: the route table's match, the query string, and the status it answers with. */
export interface ShellRouteMatch extends RouteMatch {
  search: URLSearchParams;
  status: number;
}

/** CMS pages: the shell fetches the page itself (head, page header, breadcrumb) and hands it to the Page slot. */
const CMS_PAGE_ROUTES = new Set<RouteName>(['home', 'agb', 'datenschutz', 'impressum', 'catch-all']);

/** The page at the path of a CMS page route; staff asking for a version (`?v=`) read that version once they are known. */
function cmsPage(match: ShellRouteMatch): DeclaredQuery {
  const path = match.name === 'catch-all' ? (match.params['*'] ?? '') : (ROUTES[match.name][match.locale] as string);
  const version = Number(match.search.get('v')) || undefined;
  if (!version) return getPageQueryOptions(match.locale, path);
  const user = getLoggedUserQueryOptions(match.locale);
  return (client: QueryClient) => [getPageQueryOptions(match.locale, path, client.getQueryData(user.queryKey) ? version : undefined)];
}

/**
 * What the shell reads on each route besides the chrome, next to the route table it follows (screens/screen-for).
 * Routes whose data is all in their slot read nothing here.
 */
export const ROUTE_QUERIES: Partial<Record<RouteName, QueryDeclaration<ShellRouteMatch>>> = {
  ...Object.fromEntries([...CMS_PAGE_ROUTES].map((name) => [name, (match: ShellRouteMatch) => [cmsPage(match)]])),
  // The section page header reads the CMS page at the events list's address (its headline, when there is one).
  events: (match) => [getPageQueryOptions(match.locale, ROUTES.events[match.locale])],
};

/** The chrome every page of the locale layout reads: settings, who is visiting, menus, the top alert, today's hours. */
function chrome(match: ShellRouteMatch): DeclaredQuery[] {
  return [
    getSettingsQueryOptions(),
    getUserDetailsQueryOptions(match.locale),
    getLoggedUserQueryOptions(match.locale),
    getBreakingNewsQueryOptions(match.locale),
    getNavigationQueryOptions(match.locale),
    getOpeningHoursTodayQueryOptions(match.locale),
  ];
}

/** An error screen reads the settings (its custom HTML, when the design has one for the status) and who is visiting. */
function errorScreen(match: ShellRouteMatch): DeclaredQuery[] {
  const settings = getSettingsQueryOptions();
  return [
    settings,
    getUserDetailsQueryOptions(match.locale),
    getLoggedUserQueryOptions(match.locale),
    (client: QueryClient) => {
      const custom = client.getQueryData<SiteSettings>(settings.queryKey)?.design.error_pages.includes(match.status) ?? false;
      return custom ? [getErrorHtmlQueryOptions(match.status, true)] : [];
    },
  ];
}

/**
 * Every query the shell's render of `url` reads, known before it renders: the server fetches them, then renders once.
 * `status` is what the document route decided (an error status renders the error screen, not the route's).
 */
export function shellQueries(url: string, status: number): DeclaredQuery[] {
  const [pathname = '/', query = ''] = url.split('?');
  const route = matchRoute(pathname);
  if (!route) return [getSettingsQueryOptions()];
  const match: ShellRouteMatch = { ...route, search: new URLSearchParams(query), status };
  if (status !== 200) return errorScreen(match);
  return [...chrome(match), ...(ROUTE_QUERIES[match.name]?.(match) ?? [])];
}
