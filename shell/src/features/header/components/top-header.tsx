import { useT } from '../../../i18n/i18n';
import { OpeningHoursDisplay } from '../../opening-hours/components/opening-hours-display';
import { LanguageSwitch } from './language-switch';
import { AccountLink } from './account-link';
import { CartLink } from './cart-link';
import { HeartIcon } from './icons';
import styles from './top-header.module.css';

/** The slim bar above the header: today's opening hours, then language, favorites, account and cart. */
export function TopHeader() {
  const { t } = useT();
  return (
    <div className={styles.top}>
      <div className={styles.inner}>
        <OpeningHoursDisplay />
        <nav className={styles.links} aria-label={t('header.secondaryNav')}>
          <LanguageSwitch />
          <a href="/en" className={styles.link} aria-label={t('header.favorites')}>
            <HeartIcon />
            <span className={styles.label}>{t('header.favorites')}</span>
          </a>
          <AccountLink />
          <CartLink />
        </nav>
      </div>
    </div>
  );
}
