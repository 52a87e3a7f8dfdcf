import { useTranslation } from 'react-i18next';
import { formatDate } from 'shared-contracts/berlin-time';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useSearchKeywords } from '../api/get-dashboard';
import styles from './back-office.module.css';

/** What visitors searched in the last seven days: the terms only, most searched first, with the count per day. */
export function SearchKeywordsPanel() {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const keywords = useSearchKeywords(locale);
  return (
    <section aria-labelledby="dashboard-keywords" className={styles.history}>
      <h2 id="dashboard-keywords">{t('dashboard.keywords')}</h2>
      {keywords.isError && <p role="alert">{t('dashboard.loadFailed')}</p>}
      {keywords.data?.length === 0 && <p>{t('dashboard.keywordsEmpty')}</p>}
      {keywords.data && keywords.data.length > 0 && (
        <ol>
          {keywords.data.map((k) => (
            <li key={k.term}>
              <strong>{k.term}</strong>
              {` (${t('dashboard.searches', { count: k.total })}; ${k.per_day.map((d) => `${formatDate(`${d.day}T12:00:00Z`, locale)}: ${d.count}`).join(', ')})`}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
