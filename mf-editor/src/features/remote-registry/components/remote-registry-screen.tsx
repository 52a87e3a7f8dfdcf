import { useTranslation } from 'react-i18next';
import { buildPath } from 'shared-contracts/routes';
import type { LoggedUser } from 'shared-contracts/site';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useRemoteSummaries } from '../api/get-remote-registry';
import { DeployForm } from './deploy-form';
import { RemoteCard } from './remote-card';
import styles from './remote-registry.module.css';

/** Every remote with its build, history and the gate's refusals, then the deploy by hand. */
function RegistryOverview() {
  const { t } = useTranslation();
  const summaries = useRemoteSummaries();
  return (
    <>
      <p>{t('remoteRegistry.intro')}</p>
      {summaries.isPending && <p aria-busy="true">{t('remoteRegistry.loading')}</p>}
      {summaries.isError && <p role="alert">{t('remoteRegistry.loadFailed')}</p>}
      {summaries.data?.map((summary) => <RemoteCard key={summary.name} summary={summary} />)}
      {summaries.data && summaries.data.length > 0 && <DeployForm names={summaries.data.map((s) => s.name)} />}
    </>
  );
}

/**
 * The back office's view of the remote registry. Deploys and rollbacks are the admins' (the server refuses anyone
 * else), so other roles get a sentence instead of a screen whose every call would be refused.
 */
export function RemoteRegistryScreen({ user }: { user: LoggedUser }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  return (
    <div className={styles.screen}>
      <p>
        <SiteLink href={buildPath('cms-hub', locale)}>{t('remoteRegistry.back')}</SiteLink>
      </p>
      <h1>{t('remoteRegistry.title')}</h1>
      {user.role === 'admin' ? <RegistryOverview /> : <p role="alert">{t('remoteRegistry.adminsOnly')}</p>}
    </div>
  );
}
