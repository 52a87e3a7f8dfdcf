import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
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

/** Everything under /de or /en: the locale, the shell state, and the layout the route asks for. */
export function LocaleLayout({ locale }: { locale: Locale }) {
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
  const matches = useMatches();
  const { pathname } = useLocation();
  const routeName = (matches[matches.length - 1]?.handle as { routeName?: RouteName } | undefined)?.routeName;

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  // The overlay closes when the route path changes (section 2); not on mount, where ?overlay=true may just have opened it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOverlayOpen(false);
  }, [pathname]);

  const pageContext = useMemo(() => ({ page, setPage }), [page]);
  const overlay = useMemo(() => ({ open: overlayOpen, setOpen: setOverlayOpen }), [overlayOpen]);

  if (bootError) return <ErrorScreen status={bootError.status} variant={bootError.variant} />;
  if (siteOffline) return <ErrorScreen status={503} />;
  const Layout = routeName === 'cms-hub' ? DashboardLayout : DefaultLayout;
  return (
    <ShellContext.Provider value={state}>
      <CurrentPageContext.Provider value={pageContext}>
        <OverlayContext.Provider value={overlay}>
          <HostSnapshot />
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
