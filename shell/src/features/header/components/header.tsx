import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useT } from '../../../i18n/i18n';
import { useNavigation } from '../../navigation/api/get-navigation';
import { useSlotBase } from '../../../app/shell-context';
import { RemoteSlot } from '../../../federation/remote-slot';
import { remoteReachable } from '../../../federation/remote-reachable';
import { useScrollLock } from '../../../lib/use-scroll-lock';
import { useIdle } from '../../../lib/use-idle';
import { initialMenuState, menuReducer } from '../menu-state';
import { useScrolled } from '../use-scrolled';
import { TopHeader } from './top-header';
import { DesktopMenu } from './desktop-menu';
import { LogoLink } from './logo-link';
import { SearchFallback } from './search-fallback';
import { SearchLauncher } from './search-launcher';
import styles from './header.module.css';
import { useHeaderHeight } from '../use-header-height';

// Opened by interaction only, so the panel loads on the first open, not with the page.
const BurgerMenu = lazy(() => import('./burger-menu').then((m) => ({ default: m.BurgerMenu })));

/** Site header: top header, logo, desktop menu, search box slot, burger menu. */
export function Header({ landing }: { landing: boolean }) {
  const { t, locale } = useT();
  const { pathname } = useLocation();
  const params = useParams();
  const { data: nav } = useNavigation(locale);
  const [menu, dispatch] = useReducer(menuReducer, initialMenuState);
  const scrolled = useScrolled(menu.burgerOpen);
  const base = useSlotBase();
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeight(headerRef);
  useScrollLock(menu.burgerOpen);

  useEffect(() => dispatch({ type: 'route.changed' }), [pathname]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && dispatch({ type: 'escape.pressed' });
    const onClick = (event: MouseEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) dispatch({ type: 'outside.clicked' });
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, []);

  // Submitting a search closes the header menu.
  const closeMenu = useCallback(() => dispatch({ type: 'route.changed' }), []);
  const search = useSearchLoading();
  const searchProps = { ...base, routeCategory: params.category, onSubmitted: closeMenu, expanded: search.expand };

  return (
    <header ref={headerRef} className={`${styles.header} ${scrolled ? styles.scrolled : ''}`} data-scrolled={scrolled || undefined}>
      {!landing && <TopHeader />}
      <div className={styles.bar}>
        <LogoLink className={styles.logo} />
        <DesktopMenu items={nav?.menu ?? []} openId={menu.desktopItem} onToggle={(id) => dispatch({ type: 'desktop.toggled', id })} />
        <div className={styles.tools}>
          {/* mf-search mounts on the visitor's first turn to the search button; until then the shell draws that button. */}
          <RemoteSlot
            remote="mf_search"
            slot="SearchBox"
            defer={!search.load}
            props={searchProps}
            className={styles.search}
            skeleton={<SearchLauncher onWant={search.want} />}
            fallback={(retry) => <SearchFallback onRetry={retry} />}
          />
          <button
            type="button"
            className={styles.burger}
            aria-expanded={menu.burgerOpen}
            aria-controls="burger-menu"
            aria-label={menu.burgerOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => dispatch({ type: 'burger.toggled' })}
          >
            <span className={styles.burgerLines} data-open={menu.burgerOpen || undefined} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className={styles.burgerLabel}>{t('header.menu')}</span>
          </button>
        </div>
      </div>
      {menu.burgerOpen && (
        <Suspense fallback={null}>
          <BurgerMenu
            open
            nav={nav}
            openSubmenu={menu.submenu}
            onToggleSubmenu={(id) => dispatch({ type: 'submenu.toggled', id })}
            onClose={() => dispatch({ type: 'burger.toggled' })}
          />
        </Suspense>
      )}
    </header>
  );
}

/**
 * When the header's search remote loads: on the first pointer over or press of the stand-in button (`expand` when it
 * was pressed), or at idle time when its manifest does not answer, so a broken mf-search shows its fallback up front.
 */
function useSearchLoading() {
  const [state, setState] = useState<{ load: boolean; expand: boolean }>({ load: false, expand: false });
  // Once expanded stays expanded; an unchanged state is returned as is, so repeated hovers do not re-render the header.
  const want = useCallback(
    (expand: boolean) => setState((s) => (s.load && s.expand === (s.expand || expand) ? s : { load: true, expand: s.expand || expand })),
    [],
  );
  const idle = useIdle();
  useEffect(() => {
    if (!idle) return;
    let live = true;
    void remoteReachable('mf_search').then((ok) => {
      if (live && !ok) want(false);
    });
    return () => {
      live = false;
    };
  }, [idle, want]);
  return { ...state, want };
}
