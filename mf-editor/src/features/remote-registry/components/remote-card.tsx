import { useTranslation } from 'react-i18next';
import { formatDateTime } from 'shared-contracts/berlin-time';
import type { RemoteSummary } from 'shared-contracts/remote-registry';
import { REMOTES } from 'shared-contracts/slots';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useRemoteHistory } from '../api/get-remote-registry';
import { registryRefusal } from '../api/registry-refusal';
import { DeploymentHistory } from './deployment-history';
import { GateFailures } from './gate-failures';
import { RollbackControl } from './rollback-control';
import styles from './remote-registry.module.css';

/** One remote: the build that runs and since when, its rollback, its deployments and the gate's latest refusals. */
export function RemoteCard({ summary }: { summary: RemoteSummary }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const history = useRemoteHistory(summary.name);
  const label = t(`remoteRegistry.names.${summary.name}`);
  const headingId = `remote-${summary.name}`;
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId}>{t('remoteRegistry.heading', { label, folder: REMOTES[summary.name] })}</h2>
      <p>
        {summary.version && summary.deployed_at
          ? t('remoteRegistry.running', { version: summary.version, since: formatDateTime(summary.deployed_at, locale) })
          : t('remoteRegistry.startupBuild')}
      </p>
      {history.isPending && <p aria-busy="true">{t('remoteRegistry.loading')}</p>}
      {history.isError && <p role="alert">{t('remoteRegistry.historyFailed', { reason: registryRefusal(history.error).message ?? t('remoteRegistry.unreachable') })}</p>}
      {history.data && (
        <>
          <RollbackControl label={label} history={history.data} />
          <DeploymentHistory label={label} deployments={history.data.deployments} />
          <GateFailures label={label} failures={history.data.failures} />
        </>
      )}
    </section>
  );
}
