import { Link } from '../../../lib/router-links';
import { buildPath } from 'shared-contracts/routes';
import { useT } from '../../../i18n/i18n';
import { RetryIcon, SearchIcon } from './icons';
import styles from './search-fallback.module.css';

/**
 * The header's compact stand-in when mf-search fails to load: the search page stays one click away, a short
 * note says why the field is missing, and the retry button (named like the standard SlotFallback's) loads it again.
 * header.module.css moves the note to a row of its own below the bar where the bar has no room for it.
 */
export function SearchFallback({ onRetry }: { onRetry: () => void }) {
  const { t, locale } = useT();
  return (
    <div className={styles.fallback} data-search-fallback="">
      <Link to={buildPath('search', locale)} className={styles.link} aria-label={t('titles.search')}>
        <SearchIcon />
      </Link>
      <div className={styles.note} role="status">
        <span className={styles.text}>{t('header.searchUnavailable')}</span>
        <button type="button" className={styles.retry} onClick={onRetry}>
          <RetryIcon />
          {t('slot.retry')}
        </button>
      </div>
    </div>
  );
}
