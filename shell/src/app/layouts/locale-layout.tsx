import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { matchRoutesCached } from '../route-matches';
import type { Locale } from 'shared-contracts/locales';
import type { Page } from 'shared-contracts/site';
import type { RouteName } from 'shared-contracts/routes';
import { LocaleContext } from '../locale-context';
import { CurrentPageContext, ShellContext, useSlotBase } from '../shell-context';
import { OverlayContext } from '../overlay-context';
import { useShellState } from '../use-shell-state';
import { setHostSnapshot } from '../host-store';
import { useBootError } from '../use-boot-error';
import { usePageUpdates } from '../../features/page/hooks/use-page-updates';
import { LazyDashboardLayout as DashboardLayout, LazyErrorScreen as ErrorScreen } from '../lazy-parts';
import { DefaultLayout } from './default-layout';
import { localeRoutes } from '../router';
import { RouteTitle } from '../route-title';
import { useTranslationsOf } from '../../i18n/i18n';

/** Everything under /de or /en: the locale, the shell state, and the layout the route asks for. */
export function LocaleLayout({ locale }: { locale: Locale }) {
  useTranslationsOf(locale);
  return (
    <LocaleContext.Provider value={locale}>
      <LocaleShell locale={locale} />
    </LocaleContext.Provider>
  );
}

function LocaleShell({ locale }: { locale: Locale }) {
  const { state, siteOffline } = useShellState(locale);
  const [page, setPage] = useState<Page | null>(null);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const bootError = useBootError();
  usePageUpdates();
  const { pathname, search } = useLocation();
  // The route name decides the layout; matched like the router does (ranked), since useMatches needs a data router.
  const matches = useMemo(() => matchRoutesCached(layoutTable(locale), pathname) ?? [], [locale, pathname]);
  const routeName = (matches[matches.length - 1]?.route.handle as { routeName?: RouteName } | undefined)?.routeName;

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  // When the route path changes the overlay is open as the new address says: closed for a new page, open again for
  // an address with ?overlay=true (Back to the page it was opened on). Not on mount, where the flag may just have
  // opened it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOverlayOpen(new URLSearchParams(search).get('overlay') === 'true');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the path changes; the flag is read with it
  }, [pathname]);

  const pageContext = useMemo(() => ({ page, setPage }), [page]);
  const overlay = useMemo(() => ({ open: overlayOpen, setOpen: setOverlayOpen }), [overlayOpen]);

  if (bootError) return <ErrorScreen status={bootError.status} variant={bootError.variant} />;
  if (siteOffline) return <ErrorScreen status={503} />;
  const Layout = routeName === 'cms-hub' || routeName === 'cms-hub-orders' || routeName === 'cms-hub-check-in' || routeName === 'cms-hub-sales' || routeName === 'cms-hub-resource' ? DashboardLayout : DefaultLayout;
  return (
    <ShellContext.Provider value={state}>
      <CurrentPageContext.Provider value={pageContext}>
        <OverlayContext.Provider value={overlay}>
          <HostSnapshot />
          <RouteTitle routeName={routeName} />
          <Layout />
        </OverlayContext.Provider>
      </CurrentPageContext.Provider>
    </ShellContext.Provider>
  );
}

/** Keeps the single-spa applications' view of the shell state current. */
function HostSnapshot() {
  const base = useSlotBase();
  useEffect(() => setHostSnapshot({ base }), [base]);
  return null;
}

const layoutTables: Partial<Record<Locale, RouteObject[]>> = {};
/** The locale's routes under its prefix, built once: the table the layout matches against to know the route's name. */
function layoutTable(locale: Locale): RouteObject[] {
  return (layoutTables[locale] ??= [{ path: `/${locale}`, children: localeRoutes(locale) }]);
}
