import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { DEFAULT_LOCALE, isLocale, type Locale } from 'shared-contracts/locales';
import { SHOP_REDIRECTS, buildPath } from 'shared-contracts/routes';
import { tFor, useTranslationsOf } from '../../i18n/i18n';
import { LocaleContext } from '../locale-context';
import { ShellContext, useSlotBase } from '../shell-context';
import { useShellState } from '../use-shell-state';
import { setHostSnapshot } from '../host-store';
import { SHOP_ROOT_ID, retryApplications } from '../../applications/register-applications';
import { useApplicationStatus } from '../../applications/application-status';
import { ShopUnavailable } from './shop-unavailable';
import styles from './shop-layout.module.css';
import hidden from 'site-config/remote-kit/visually-hidden.module.css';

/**
 * Shop paths are not localized: German by default, English with `?lang=en` (the shop keeps it on its own links);
 * mf-shop mounts into this frame (single-spa).
 */
export function ShopLayout() {
  const { pathname, search } = useLocation();
  const lang = new URLSearchParams(search).get('lang');
  const locale: Locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const redirect = SHOP_REDIRECTS.find((entry) => entry.from.test(pathname));
  if (redirect) return <Navigate to={redirect.to(locale)} replace />;
  return (
    <LocaleContext.Provider value={locale}>
      <ShopFrame locale={locale} />
    </LocaleContext.Provider>
  );
}

function ShopFrame({ locale }: { locale: Locale }) {
  useTranslationsOf(locale);
  const { state } = useShellState(locale);
  const t = tFor(locale);
  const failed = useApplicationStatus('mf_shop') === 'failed';
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <ShellContext.Provider value={state}>
      <ShopSnapshot />
      {/* mf-shop brings its own header inside this frame; the shell adds the skip target and the page frame. */}
      <div className={styles.layout}>
        {failed ? (
          <ShopUnavailable onRetry={retryApplications} />
        ) : (
          <>
            <a className={hidden.visuallyHidden} href={buildPath('home', locale)}>
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
