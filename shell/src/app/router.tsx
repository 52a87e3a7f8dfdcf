import { renderMatches, useLocation, type RouteObject } from 'react-router';
import { matchRoutesCached } from './route-matches';
import { LOCALES, type Locale } from 'shared-contracts/locales';
import { ROUTES, SHOP_PATH_PREFIXES, localizedRouteName, type RouteName } from 'shared-contracts/routes';
import { RootLayout } from './layouts/root-layout';
import { LocaleLayout } from './layouts/locale-layout';
import { LazyShopLayout } from './lazy-parts';
import { RootRedirect } from './screens/root-redirect';
import { RouteErrorBoundary } from './route-error-boundary';
import { UnmatchedScreen } from './screens/unmatched-screen';
import { screenFor } from './screens/screen-for';

/** Every route (docs/product.md) in one locale, with Nuxt-style ids (`events___de`) that the route-name rules test. */
export function localeRoutes(locale: Locale): RouteObject[] {
  return (localeTables[locale] ??= buildLocaleRoutes(locale));
}
const localeTables: Partial<Record<Locale, RouteObject[]>> = {};

function buildLocaleRoutes(locale: Locale): RouteObject[] {
  return (Object.keys(ROUTES) as RouteName[]).map((name) => {
    const path: string = ROUTES[name][locale];
    const base = { id: localizedRouteName(name, locale), element: screenFor(name), handle: { routeName: name } };
    return path === '' ? { ...base, index: true } : { ...base, path };
  });
}

export const shellRoutes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { path: '/', element: <RootRedirect /> },
      ...LOCALES.map((locale) => ({
        path: `/${locale}`,
        element: (
          <RouteErrorBoundary locale={locale}>
            <LocaleLayout locale={locale} />
          </RouteErrorBoundary>
        ),
        children: localeRoutes(locale),
      })),
      ...SHOP_PATH_PREFIXES.map((prefix) => ({ path: `/${prefix}/*`, element: <LazyShopLayout /> })),
      { path: '*', element: <UnmatchedScreen /> },
    ],
  },
];

/**
 * Declarative (library) mode: the shell has no loaders or actions, and a data router would add react-router's data
 * layer to the first visit's JS (decision 032); route errors go through RouteErrorBoundary instead of `errorElement`.
 */
export function ShellRoutes() {
  // What useRoutes does at the top of the tree, with the match kept per path (route-matches.ts).
  const { pathname } = useLocation();
  return renderMatches(matchRoutesCached(shellRoutes, pathname));
}
