import { useTranslation } from 'react-i18next';
import type { ResourceDescriptor, ResourceEntry } from 'shared-contracts/back-office/descriptor';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useHistory } from '../api/get-resource';
import { restoreVersion } from '../api/write-resource';
import styles from './back-office.module.css';

interface Props {
  descriptor: ResourceDescriptor;
  id: number;
  /** The version the form shows: a restore names it, so a stale one gets the 409 like any write. */
  version: number;
  canWrite: boolean;
  onRestored(entry: ResourceEntry, version: number): void;
}

/** Every recorded write of the entry (who, when, what), each restorable as a new version. */
export function HistoryPanel({ descriptor: d, id, version, canWrite, onRestored }: Props) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const history = useHistory(locale, d.kind, id);
  const when = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });

  const restore = async (historyId: number, restoredVersion: number) => {
    if (!window.confirm(t('backOffice.confirmRestore', { version: restoredVersion }))) return;
    const saved = await restoreVersion(locale, d.kind, id, historyId, version);
    onRestored(saved, restoredVersion);
    await history.refetch();
  };

  return (
    <details className={styles.history}>
      <summary>{t('backOffice.history')}</summary>
      {history.data?.length === 0 && <p>{t('backOffice.noHistory')}</p>}
      <ol>
        {history.data?.map((h, index) => (
          <li key={h.id}>
            {t('backOffice.historyRow', { version: h.version, action: t(`backOffice.actions.${h.action}`), user: h.username, at: when.format(new Date(h.at)) })}{' '}
            {canWrite && index > 0 && h.action !== 'delete' && (
              <button type="button" onClick={() => void restore(h.id, h.version)}>
                {t('backOffice.restore', { version: h.version })}
              </button>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
