import { useTranslation } from 'react-i18next';
import type { RegistryRefusal } from '../api/registry-refusal';
import styles from './remote-registry.module.css';

interface Props {
  refusal: RegistryRefusal;
  /** What did not happen ("Not rolled back."), said first. */
  failed: string;
  id?: string;
}

/** A refused deploy or rollback: what did not happen, why in the site's words when the code says, then the server's own sentence. */
export function RefusalMessage({ refusal, failed, id }: Props) {
  const { t } = useTranslation();
  const lead = refusal.code ? `${failed} ${t(`remoteRegistry.refused.${refusal.code}`)}` : failed;
  return (
    <div role="alert" id={id} className={styles.error}>
      <p>{lead}</p>
      {refusal.message === null ? (
        <p>{t('remoteRegistry.unreachable')}</p>
      ) : refusal.problems.length > 1 ? (
        // The gate's message is its problems joined; apart, each one can be read and fixed on its own.
        <ul>
          {refusal.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : (
        <p>{t('remoteRegistry.serverSays', { message: refusal.message })}</p>
      )}
    </div>
  );
}
