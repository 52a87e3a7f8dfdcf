import { Link } from '../../lib/router-links';
import { buildPath } from 'shared-contracts/routes';
import { Header } from '../../features/header/components/header';
import { Footer } from '../../features/footer/components/footer';
import { useT } from '../../i18n/i18n';
import styles from './shop-layout.module.css';

/**
 * The shop frame while mf-shop cannot be loaded: the site's own header and footer (mf-shop normally brings its own),
 * a message, a retry and a way back, so a shop outage never leaves a blank page.
 */
export function ShopUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t, locale } = useT();
  return (
    <>
      <Header landing={false} />
      <main id="main-content" className={styles.main} tabIndex={-1} aria-label={t('shop.label')}>
        <div className={styles.unavailable} role="alert">
          <h1 className={styles.unavailableTitle}>{t('shop.unavailableTitle')}</h1>
          <p>{t('shop.unavailableText')}</p>
          <div className={styles.unavailableActions}>
            <button type="button" className={styles.retry} onClick={onRetry}>
              {t('slot.retry')}
            </button>
            <Link to={buildPath('home', locale)} className={styles.back}>
              {t('shop.back')}
            </Link>
          </div>
        </div>
      </main>
      <Footer />
    </>
  );
}
