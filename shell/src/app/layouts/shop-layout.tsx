import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { DEFAULT_LOCALE } from 'shared-contracts/locales';
import { SHOP_REDIRECTS, buildPath } from 'shared-contracts/routes';
import { tFor } from '../../i18n/i18n';
import { LocaleContext } from '../locale-context';
import { ShellContext, useSlotBase } from '../shell-context';
import { useShellState } from '../use-shell-state';
import { setHostSnapshot } from '../host-store';
import { SHOP_ROOT_ID, retryApplications } from '../../applications/register-applications';
import { useApplicationStatus } from '../../applications/application-status';
import { ShopUnavailable } from './shop-unavailable';
import styles from './shop-layout.module.css';

/** Shop paths are not localized: the shop frame in the default language, mf-shop mounts into it (single-spa). */
export function ShopLayout() {
  const { pathname } = useLocation();
  const redirect = SHOP_REDIRECTS.find((entry) => entry.from.test(pathname));
  if (redirect) return <Navigate to={redirect.to(DEFAULT_LOCALE)} replace />;
  return (
    <LocaleContext.Provider value={DEFAULT_LOCALE}>
      <ShopFrame />
    </LocaleContext.Provider>
  );
}

function ShopFrame() {
  const { state } = useShellState(DEFAULT_LOCALE);
  const t = tFor(DEFAULT_LOCALE);
  const failed = useApplicationStatus('mf_shop') === 'failed';
  return (
    <ShellContext.Provider value={state}>
      <ShopSnapshot />
      {/* mf-shop brings its own header inside this frame; the shell adds the skip target and the page frame. */}
      <div className={styles.layout}>
        {failed ? (
          <ShopUnavailable onRetry={retryApplications} />
        ) : (
          <>
            <a className="visually-hidden" href={buildPath('home', DEFAULT_LOCALE)}>
              {t('shop.back')}
            </a>
            <main id="main-content" className={styles.main} tabIndex={-1} aria-label={t('shop.label')}>
              <div id={SHOP_ROOT_ID} />
            </main>
          </>
        )}
      </div>
    </ShellContext.Provider>
  );
}

function ShopSnapshot() {
  const base = useSlotBase();
  useEffect(() => setHostSnapshot({ base }), [base]);
  return null;
}
