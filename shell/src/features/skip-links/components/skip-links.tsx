import { useT } from '../../../i18n/i18n';
import styles from './skip-links.module.css';

/** Accessibility skip links, visible on keyboard focus. */
export function SkipLinks() {
  const { t } = useT();
  return (
    <nav className={styles.skip} aria-label={t('skip.main')}>
      <a href="#main-content">{t('skip.main')}</a>
      <a href="#main-navigation">{t('skip.nav')}</a>
      <a href="#site-footer">{t('skip.footer')}</a>
    </nav>
  );
}
