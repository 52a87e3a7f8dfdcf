import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from 'shared-contracts/slots';
import { registryRefusal } from '../api/registry-refusal';
import { useDeploy } from '../api/write-remote-registry';
import { RefusalMessage } from './refusal-message';
import styles from './remote-registry.module.css';

/**
 * A deploy by hand, for an admin who stands in for a failed pipeline: the same call and the same gate, with the
 * admin's name in the history.
 */
export function DeployForm({ names }: { names: RemoteName[] }) {
  const { t } = useTranslation();
  const deploy = useDeploy();
  const [name, setName] = useState<RemoteName>(names[0]);
  const [manifestUrl, setManifestUrl] = useState('');
  const [serverManifestUrl, setServerManifestUrl] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const refusal = deploy.isError ? registryRefusal(deploy.error) : null;
  // The server names the URL it refused (a 400, or the gate's 409): that input is marked and points at the reason.
  const marks = (field: 'manifest_url' | 'server_manifest_url') => refusal?.field === field;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    deploy.mutate(
      { name, manifestUrl: manifestUrl.trim(), serverManifestUrl: serverManifestUrl.trim() },
      {
        onSuccess: (answer) => {
          const lines = [t('remoteRegistry.nowRunning', { label: t(`remoteRegistry.names.${answer.deployment.name}`), version: answer.deployment.version })];
          if (answer.warnings.length > 0) lines.push(t('remoteRegistry.warnings', { warnings: answer.warnings.join('; ') }));
          setNotice(lines.join(' '));
          setManifestUrl('');
          setServerManifestUrl('');
        },
      },
    );
  };
  return (
    <section aria-labelledby="deploy-title" className={styles.card}>
      <h2 id="deploy-title">{t('remoteRegistry.deploy.title')}</h2>
      <p>{t('remoteRegistry.deploy.intro')}</p>
      <form className={styles.form} onSubmit={submit} aria-labelledby="deploy-title">
        <div className={styles.field}>
          <label htmlFor="deploy-remote">{t('remoteRegistry.deploy.remote')}</label>
          <select id="deploy-remote" value={name} onChange={(e) => setName(e.target.value as RemoteName)}>
            {names.map((n) => (
              <option key={n} value={n}>
                {t(`remoteRegistry.names.${n}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="deploy-manifest">{t('remoteRegistry.deploy.manifest')}</label>
          <input
            id="deploy-manifest"
            type="url"
            required
            value={manifestUrl}
            onChange={(e) => setManifestUrl(e.target.value)}
            placeholder="https://…/mf-manifest.json"
            aria-invalid={marks('manifest_url') || undefined}
            aria-describedby={marks('manifest_url') ? 'deploy-error' : undefined}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="deploy-server-manifest">{t('remoteRegistry.deploy.serverManifest')}</label>
          <input
            id="deploy-server-manifest"
            type="url"
            value={serverManifestUrl}
            onChange={(e) => setServerManifestUrl(e.target.value)}
            aria-invalid={marks('server_manifest_url') || undefined}
            aria-describedby={marks('server_manifest_url') ? 'deploy-server-manifest-help deploy-error' : 'deploy-server-manifest-help'}
          />
          <p id="deploy-server-manifest-help" className={styles.help}>
            {t('remoteRegistry.deploy.serverManifestHelp')}
          </p>
        </div>
        <div className={styles.buttons}>
          <button type="submit" className={styles.primary} disabled={deploy.isPending}>
            {deploy.isPending ? t('remoteRegistry.deploy.submitting') : t('remoteRegistry.deploy.submit')}
          </button>
        </div>
      </form>
      {notice && <p role="status">{notice}</p>}
      {refusal && <RefusalMessage id="deploy-error" refusal={refusal} failed={t('remoteRegistry.deployFailed')} />}
    </section>
  );
}
