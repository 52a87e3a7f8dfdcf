import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-contracts/berlin-time';
import type { RemoteDeployFailure } from 'shared-contracts/remote-registry';
import { useSlot } from 'site-config/remote-kit/slot-context';
import styles from './remote-registry.module.css';

/** The compatibility gate's latest refusals of a remote, newest first: what a failing pipeline tried and why it was turned away. */
export function GateFailures({ label, failures }: { label: string; failures: RemoteDeployFailure[] }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  if (failures.length === 0) return <p>{t('remoteRegistry.failuresEmpty')}</p>;
  const column = (key: string) => t(`remoteRegistry.columns.${key}`);
  return (
    <div className={styles.tableBox}>
      <table className={styles.table}>
        <caption>{t('remoteRegistry.failures', { label })}</caption>
        <thead>
          <tr>
            {['failedAt', 'manifest', 'message', 'attemptedBy'].map((key) => (
              <th key={key} scope="col">
                {column(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {failures.map((f, index) => (
            // Two refusals may share time and manifest (a pipeline retrying); their order is their identity.
            <tr key={index}>
              <td>{formatDateTime(f.failed_at, locale)}</td>
              <td data-label={column('manifest')}>{f.manifest_url}</td>
              <td data-label={column('message')}>{f.message}</td>
              <td data-label={column('attemptedBy')}>{f.attempted_by}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
