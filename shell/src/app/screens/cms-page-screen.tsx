import { useEffect, useRef } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { ROUTES, type RouteName } from 'shared-contracts/routes';
import type { Page } from 'shared-contracts/site';
import { usePage } from '../../features/page/api/get-page';
import { RemoteSlot } from '../../federation/remote-slot';
import { PageHeader } from '../../features/page-header/components/page-header';
import { SiblingTabs } from '../../features/page-header/components/sibling-tabs';
import { breadcrumbItems } from '../../features/breadcrumb/breadcrumb-items';
import { isPageHeaderLoading } from '../../features/page-header/header-loading';
import { useT } from '../../i18n/i18n';
import { statusOf } from 'site-config/remote-kit/http';
import { checkPage } from '../guards';
import { RouteError } from '../route-error';
import { useCurrentPage, useShell, useSlotBase } from '../shell-context';
import { PageSkeleton } from './page-skeleton';

/**
 * CMS pages (home, legal pages, catch-all): the shell fetches the page because it owns the head data, the page
 * header and breadcrumb, then hands the page to mf-content's Page slot.
 */
export function CmsPageScreen({ route }: { route: RouteName }) {
  const { t, locale } = useT();
  const params = useParams();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const { auth, user, userPending } = useShell();
  const base = useSlotBase();
  const { setPage } = useCurrentPage();
  const cmsPath = route === 'catch-all' ? (params['*'] ?? '') : (ROUTES[route][locale] as string);
  // A version is for editors only; everyone else gets the flag removed (the server answers 301 for documents).
  // Until the user call answered nobody knows which: the flag stays and the page waits, so staff opening `?v=N`
  // directly see that version and not the current page.
  const waitForUser = Boolean(userPending) && search.has('v');
  const version = user ? Number(search.get('v')) || undefined : undefined;
  const query = usePage(locale, cmsPath, version, !waitForUser);
  const shown = useRef<Page | null>(null);

  useEffect(() => {
    if (!user && !userPending && search.has('v')) {
      const next = new URLSearchParams(search);
      next.delete('v');
      setSearch(next, { replace: true });
    }
  }, [user, userPending, search, setSearch]);

  useEffect(() => {
    if (query.data) {
      shown.current = query.data;
      setPage(query.data);
    }
  }, [query.data, setPage]);
  useEffect(() => () => setPage(null), [setPage]);

  if (query.isError) throw new RouteError(statusOf(query.error, 500) === 404 ? 404 : statusOf(query.error, 500));
  // Staff see offline pages: while the user call is still out, an offline page waits instead of becoming a 404.
  const awaitingUser = Boolean(query.data && !query.data.is_online && userPending);
  const page = awaitingUser ? null : (query.data ?? null);
  if (page) checkPage(page, { auth, user });

  const isHome = route === 'home';
  const headerLoading = isPageHeaderLoading(pathname, locale, shown.current, query.isPending);
  const headerPage = page ?? (headerLoading ? null : shown.current);
  return (
    <>
      {!isHome && (
        <PageHeader
          loading={headerLoading || !headerPage}
          title={headerPage?.headline || headerPage?.title || ''}
          breadcrumb={breadcrumbItems(locale, t('breadcrumb.home'), headerPage)}
        >
          {headerPage && <SiblingTabs page={headerPage} />}
        </PageHeader>
      )}
      {page ? (
        <RemoteSlot remote="mf_content" slot="Page" props={{ ...base, path: pathname, page }} skeleton={<PageSkeleton />} />
      ) : (
        <PageSkeleton />
      )}
    </>
  );
}
