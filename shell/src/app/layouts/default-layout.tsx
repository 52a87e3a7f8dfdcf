import { Outlet } from 'react-router';
import { SkipLinks } from '../../features/skip-links/components/skip-links';
import { CookieConsent } from '../../features/cookie-consent/components/cookie-consent';
import { AnchorOffsetStyle } from '../../features/scroll/components/anchor-offset-style';
import { TagManager } from '../../features/tag-manager/components/tag-manager';
import { TopAlert } from '../../features/top-alert/components/top-alert';
import { Header } from '../../features/header/components/header';
import { StickyOverlayButton } from '../../features/event-overlay/components/sticky-overlay-button';
import { EventOverlayHost } from '../../features/event-overlay/components/event-overlay-host';
import { Footer } from '../../features/footer/components/footer';
import { StickyNavigation } from '../../features/sticky-navigation/components/sticky-navigation';
import { InfoLayer } from '../../features/info-layer/components/info-layer';
import { EDITOR_ROOT_ID } from '../../applications/register-applications';
import { EditorUnavailable } from '../../features/editor-unavailable/components/editor-unavailable';
import { useCurrentPage, useShell } from '../shell-context';
import { FadeTransition } from './fade-transition';
import styles from './default-layout.module.css';

/** The default layout, its parts in the order docs/product.md lists them. */
export function DefaultLayout() {
  const { page } = useCurrentPage();
  const { settings } = useShell();
  const landing = page?.is_landing_page ?? false;
  // The same design setting that shows StickyOverlayButton's side tab.
  const sideTab = settings?.design.sticky_overlay_button ?? false;
  return (
    <div className={`${styles.layout} ${sideTab ? styles.withSideTab : ''}`} data-side-tab={sideTab || undefined}>
      <AnchorOffsetStyle />
      <SkipLinks />
      <CookieConsent />
      <TagManager />
      {/* The editor toolbar (a single-spa application) mounts here for staff only. */}
      <div id={EDITOR_ROOT_ID} className={styles.editor} />
      <EditorUnavailable />
      {!landing && <TopAlert />}
      <Header landing={landing} />
      <StickyOverlayButton />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <FadeTransition>
          <Outlet />
        </FadeTransition>
      </main>
      <div className={styles.searchIndexEnd} data-search-index-end="" aria-hidden="true" />
      <Footer />
      <StickyNavigation />
      <EventOverlayHost />
      <InfoLayer />
    </div>
  );
}
