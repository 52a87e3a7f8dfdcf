import { useTranslation } from 'react-i18next';
import { MEDIA_LIBRARY_SEGMENT } from 'shared-contracts/media-library';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useAssetOverview } from '../api/get-dashboard';
import { screenPath } from '../api/resource-paths';
import styles from './back-office.module.css';

/** Bytes as staff read them: kB below a megabyte, MB from there. */
function formatSize(bytes: number, locale: string): string {
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'de-DE', { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024 ? `${number.format(bytes / 1024 / 1024)} MB` : `${number.format(bytes / 1024)} kB`;
}

/** The media library in numbers: per kind how many, their size, and how many nothing uses (candidates to clear out). */
export function AssetOverviewPanel() {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const overview = useAssetOverview(locale);
  return (
    <section aria-labelledby="dashboard-assets" className={styles.history}>
      <h2 id="dashboard-assets">{t('dashboard.assets')}</h2>
      {overview.isError && <p role="alert">{t('dashboard.loadFailed')}</p>}
      {overview.data && (
        <div className={styles.tableBox}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.assetKind')}</th>
                <th scope="col">{t('dashboard.assetCount')}</th>
                <th scope="col">{t('dashboard.assetSize')}</th>
                <th scope="col">{t('dashboard.assetUsed')}</th>
                <th scope="col">{t('dashboard.assetUnused')}</th>
              </tr>
            </thead>
            <tbody>
              {overview.data.map((row) => (
                <tr key={row.kind}>
                  <th scope="row">{t(`dashboard.assetKinds.${row.kind}`)}</th>
                  <td data-label={t('dashboard.assetCount')}>{row.count}</td>
                  <td data-label={t('dashboard.assetSize')}>{formatSize(row.total_size, locale)}</td>
                  <td data-label={t('dashboard.assetUsed')}>{row.used}</td>
                  <td data-label={t('dashboard.assetUnused')}>{row.unused}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <SiteLink href={screenPath(locale, MEDIA_LIBRARY_SEGMENT[locale])}>{t('dashboard.openMedia')}</SiteLink>
      </p>
    </section>
  );
}
