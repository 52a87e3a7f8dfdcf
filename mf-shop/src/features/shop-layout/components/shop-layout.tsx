import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from 'shared-contracts/locales';
import { buildPath } from 'shared-contracts/routes';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { shopRedirectTarget } from '../hooks/shop-redirect';
import { shopHref } from '../../../lib/shop-route';
import styles from './shop-layout.module.css';

/** The shop's own frame (shop paths use a separate layout): slim header, content, legal links. */
export function ShopLayout({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { locale, host } = useSlot();
  const redirect = shopRedirectTarget(pathname, locale);
  const other = locale === 'de' ? 'en' : 'de';
  useEffect(() => {
    if (redirect) host.navigate(redirect);
  }, [redirect, host]);

  const link = (to: string) => ({
    href: to,
    onClick: (e: MouseEvent<HTMLAnchorElement>) => {
      e.preventDefault();
      host.navigate(to);
    },
  });
  return (
    <div className={styles.shop}>
      <header className={styles.header}>
        <a {...link(`/${locale}`)} className={styles.brand} aria-label={t('layout.home', { name: PRODUCT_NAME })}>
          <span className={styles.brandName}>{PRODUCT_NAME}</span>
          <span className={styles.brandShop}>{t('layout.shop')}</span>
        </a>
        <div className={styles.headerLinks}>
          <a {...link(shopHref(pathname, other))} className={styles.langLink} lang={other} hrefLang={other}>
            {t('layout.switchTo')}
          </a>
          <a {...link(buildPath('events', locale))} className={styles.headerLink}>
            {t('layout.program')}
          </a>
        </div>
      </header>
      <main className={styles.main} id="main-content">
        {redirect ? <p role="status">{t('layout.redirecting')}</p> : children}
      </main>
      <footer className={styles.footer}>
        <nav aria-label={t('layout.footer')}>
          <ul className={styles.footerLinks}>
            <li>
              <a {...link(buildPath('agb', locale))}>{t('layout.terms')}</a>
            </li>
            <li>
              <a {...link(buildPath('datenschutz', locale))}>{t('layout.privacy')}</a>
            </li>
            <li>
              <a {...link(buildPath('impressum', locale))}>{t('layout.imprint')}</a>
            </li>
          </ul>
        </nav>
      </footer>
    </div>
  );
}
