import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-contracts/berlin-time';
import type { RemoteDeployment } from 'shared-contracts/remote-registry';
import { useSlot } from 'site-config/remote-kit/slot-context';
import styles from './remote-registry.module.css';

/** A remote's deployments, newest first: which build, who put it there and when, which one runs, which were rolled back. */
export function DeploymentHistory({ label, deployments }: { label: string; deployments: RemoteDeployment[] }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  if (deployments.length === 0) return <p>{t('remoteRegistry.historyEmpty')}</p>;
  const column = (key: string) => t(`remoteRegistry.columns.${key}`);
  return (
    <div className={styles.tableBox}>
      <table className={styles.table}>
        <caption>{t('remoteRegistry.history', { label })}</caption>
        <thead>
          <tr>
            {['version', 'deployedAt', 'deployedBy', 'state', 'contract', 'manifest'].map((key) => (
              <th key={key} scope="col">
                {column(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {deployments.map((d) => (
            <tr key={d.id} className={d.current ? styles.current : undefined}>
              <th scope="row">{d.version}</th>
              <td data-label={column('deployedAt')}>{formatDateTime(d.deployed_at, locale)}</td>
              <td data-label={column('deployedBy')}>{t(`remoteRegistry.via.${d.deployed_via}`, { by: d.deployed_by })}</td>
              <td data-label={column('state')}>
                {d.current
                  ? t('remoteRegistry.current')
                  : d.rolled_back_at
                    ? t('remoteRegistry.rolledBack', { by: d.rolled_back_by ?? '', at: formatDateTime(d.rolled_back_at, locale) })
                    : t('remoteRegistry.earlier')}
              </td>
              <td data-label={column('contract')}>{d.contract_version ?? t('remoteRegistry.noContract')}</td>
              <td data-label={column('manifest')}>{d.manifest_url}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
