import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-contracts/berlin-time';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { usePageActivities } from '../api/get-dashboard';
import styles from './back-office.module.css';

/** What changed lately on the site's pages: every saved version, newest first, with who and when. */
export function PageActivitiesPanel() {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const activities = usePageActivities(locale);
  return (
    <section aria-labelledby="dashboard-activities" className={styles.history}>
      <h2 id="dashboard-activities">{t('dashboard.activities')}</h2>
      {activities.isError && <p role="alert">{t('dashboard.loadFailed')}</p>}
      {activities.data?.length === 0 && <p>{t('dashboard.activitiesEmpty')}</p>}
      {activities.data && activities.data.length > 0 && (
        <ul>
          {activities.data.map((a) => (
            <li key={a.version_id}>
              <a href={a.url}>{a.title}</a>
              {`: ${a.note}, ${a.changed_by ?? '—'}, ${formatDateTime(a.changed_at, locale)}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
