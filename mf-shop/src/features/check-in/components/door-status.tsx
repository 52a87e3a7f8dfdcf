import { useTranslation } from 'react-i18next';
import { formatTime } from 'shared-contracts/berlin-time';
import type { DoorList } from 'shared-contracts/door';
import { useSlot } from 'site-config/remote-kit/slot-context';
import type { Conflict } from '../hooks/use-door';
import { reasonOf } from '../lib/answer-reason';
import type { QueuedEntry } from '../lib/scan-queue';
import frame from '../../../components/staff-screen/staff-screen.module.css';
import styles from './check-in.module.css';

interface Props {
  online: boolean;
  doorList: DoorList | null;
  queue: QueuedEntry[];
  syncing: boolean;
  synced: number | null;
  conflicts: Conflict[];
  onSync(): void;
  onDismissConflicts(): void;
}

/** The door's connection at a glance: online or offline (said at once), the queued scans and what the sync found. */
export function DoorStatus({ online, doorList, queue, syncing, synced, conflicts, onSync, onDismissConflicts }: Props) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  return (
    <div className={styles.status}>
      <p role="status" className={online ? styles.online : styles.offline} data-online={online}>
        <span aria-hidden="true">{online ? '●' : '◌'}</span> {online ? t('checkIn.online') : t('checkIn.offline')}
      </p>
      {doorList && (
        <p className={frame.muted}>{t('checkIn.listLoaded', { count: doorList.tickets.length, time: formatTime(doorList.generated_at, locale) })}</p>
      )}
      {queue.length > 0 && (
        <div className={styles.queue}>
          <p data-testid="door-queue">{t('checkIn.queued', { count: queue.length })}</p>
          <button type="button" className={frame.secondary} onClick={onSync} disabled={!online || syncing}>
            {syncing ? t('checkIn.syncing') : t('checkIn.syncNow')}
          </button>
        </div>
      )}
      {queue.length === 0 && synced !== null && <p className={frame.muted}>{t('checkIn.synced', { count: synced })}</p>}
      {conflicts.length > 0 && (
        <div role="alert" className={frame.notice} aria-labelledby="door-conflicts">
          <p id="door-conflicts">
            <strong>{t('checkIn.conflictsTitle')}</strong>
          </p>
          <ul>
            {conflicts.map((c) => (
              <li key={c.scan_id}>
                {t('checkIn.conflict', { ticket: c.answer.ticket?.ticket ?? '?', name: c.answer.ticket?.name ?? '', reason: reasonOf(c.answer, t, locale) || t(`checkIn.results.${c.answer.result}`) })}
              </li>
            ))}
          </ul>
          <button type="button" className={frame.secondary} onClick={onDismissConflicts}>
            {t('checkIn.conflictsDismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
