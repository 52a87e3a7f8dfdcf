import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-contracts/berlin-time';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useVersions } from '../api/get-dashboard';
import styles from './back-office.module.css';

/** The newest versions of anything staff change, pages and entries alike, each with who and when. */
export function VersionsPanel() {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const versions = useVersions(locale);
  return (
    <section aria-labelledby="dashboard-versions" className={styles.history}>
      <h2 id="dashboard-versions">{t('dashboard.versions')}</h2>
      {versions.isError && <p role="alert">{t('dashboard.loadFailed')}</p>}
      {versions.data?.length === 0 && <p>{t('dashboard.versionsEmpty')}</p>}
      {versions.data && versions.data.length > 0 && (
        <ul>
          {versions.data.map((v, i) => (
            <li key={`${v.source}-${v.kind}-${v.entity_id}-${v.changed_at}-${i}`}>
              {t('dashboard.version', {
                what: v.source === 'page' ? t('dashboard.pageVersion') : v.kind,
                title: v.title || `#${v.entity_id}`,
                action: v.action,
                who: v.changed_by ?? '—',
                at: formatDateTime(v.changed_at, locale),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
