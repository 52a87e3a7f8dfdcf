import { useTranslation } from 'react-i18next';
import { createBus } from 'shared-contracts/events';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { TIME_ZONE as SITE_TIME_ZONE } from 'shared-contracts/locales';
import { HttpError } from 'site-config/remote-kit/http';
import { useEditorPage } from '../../page-editing/api/get-editor-page';
import { usePageVersions, useRestoreVersion } from '../api/versions';
import styles from './version-bar.module.css';

export const formatVersionDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: SITE_TIME_ZONE }).format(new Date(iso));

/** The address without `v`: the page as it is now. */
function currentAddress(pathname: string, query: Record<string, string>) {
  const rest = Object.entries(query).filter(([key]) => key !== 'v');
  return rest.length ? `${pathname}?${rest.map(([k, v]) => (v ? `${encodeURIComponent(k)}=${encodeURIComponent(v)}` : encodeURIComponent(k))).join('&')}` : pathname;
}

/**
 * Staff opening `?v=N` see that stored version (the shell fetches it); this bar says which one it is, who saved it
 * and when, and restores it as the current page.
 */
export function VersionBar({ pathname, versionId }: { pathname: string; versionId: number }) {
  const { t } = useTranslation();
  const { locale, query, host } = useSlot();
  const page = useEditorPage(locale, pathname, true);
  const versions = usePageVersions(locale, page.data?.id);
  const restore = useRestoreVersion(locale);
  const version = versions.data?.find((v) => v.version_id === versionId);
  const isCurrent = versions.data?.[0]?.version_id === versionId;

  const onRestore = () => {
    if (!page.data) return;
    const pageId = page.data.id;
    restore.mutate(
      { pageId, versionId },
      {
        onSuccess: () => {
          createBus().emit('page.updated', { pageId, path: pathname });
          host.navigate(currentAddress(pathname, query));
        },
      },
    );
  };

  const label = version
    ? t('versions.bar', { id: versionId, date: formatVersionDate(version.created_at, locale), user: version.created_by ?? t('versions.unknownUser') })
    : t('versions.barShort', { id: versionId });
  return (
    <div className={styles.bar} role="region" aria-label={t('versions.region')}>
      <p className={styles.label}>{label}</p>
      {versions.isSuccess && !version && <p className={styles.note}>{t('versions.notFound')}</p>}
      {isCurrent && <p className={styles.note}>{t('versions.isCurrent')}</p>}
      {isCurrent && <p className={styles.note}>{t('versions.readOnlyCurrent')}</p>}
      {version && !isCurrent && <p className={styles.note}>{t('versions.readOnly')} {t('versions.restoreHelp')}</p>}
      <div className={styles.actions}>
        {version && !isCurrent && (
          <button type="button" className={styles.restore} onClick={onRestore} disabled={restore.isPending} aria-busy={restore.isPending}>
            {t('versions.restore')}
          </button>
        )}
        <a className={styles.link} href={currentAddress(pathname, query)} onClick={(e) => (e.preventDefault(), host.navigate(currentAddress(pathname, query)))}>
          {t('versions.toCurrent')}
        </a>
      </div>
      {restore.isError && (
        <p className={styles.error} role="alert">
          {restore.error instanceof HttpError && restore.error.status === 401 ? t('login.text') : t('editor.failed')}
        </p>
      )}
    </div>
  );
}
