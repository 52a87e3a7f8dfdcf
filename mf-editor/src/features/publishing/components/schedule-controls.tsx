import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { HttpError } from 'site-config/remote-kit/http';
import { fromBerlinInput, toBerlinInput } from 'shared-contracts/berlin-time';
import type { PagePublication } from 'shared-contracts/editor/page-publication';
import { useSaveSchedule } from '../api/schedule';
import styles from './publish-controls.module.css';

/**
 * "Zeitplan": publish the draft, or take the page offline, at a chosen time in Berlin. The server runs it even when
 * nobody has the page open, after restarts and on whichever instance is up.
 */
export function ScheduleControls({ state, formatDate }: { state: PagePublication; formatDate: (iso: string) => string }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const save = useSaveSchedule(locale, state.page_id);
  const [open, setOpen] = useState(false);
  const [publishAt, setPublishAt] = useState('');
  const [offlineAt, setOfflineAt] = useState('');
  const publishId = useId();
  const offlineId = useId();

  const openForm = () => {
    setPublishAt(toBerlinInput(state.publish_at ?? ''));
    setOfflineAt(toBerlinInput(state.offline_at ?? ''));
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ publish_at: fromBerlinInput(publishAt), offline_at: fromBerlinInput(offlineAt) }, { onSuccess: () => setOpen(false) });
  };
  const failed = save.error instanceof HttpError ? ((save.error.body as { field?: string } | null)?.field ?? '') : '';

  return (
    <>
      {state.publish_at && <p className={styles.marker}>{t('publishing.scheduledPublish', { date: formatDate(state.publish_at) })}</p>}
      {state.offline_at && <p className={styles.marker}>{t('publishing.scheduledOffline', { date: formatDate(state.offline_at) })}</p>}
      {!open && (
        <button type="button" className={styles.secondary} aria-haspopup="true" onClick={openForm}>
          {t('publishing.schedule')}
        </button>
      )}
      {open && (
        <form className={styles.confirm} aria-label={t('publishing.schedule')} onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
          <label htmlFor={publishId}>{t('publishing.publishAt')}</label>
          <input id={publishId} type="datetime-local" className={styles.note} value={publishAt} onChange={(e) => setPublishAt(e.target.value)} aria-invalid={failed === 'publish_at'} />
          <label htmlFor={offlineId}>{t('publishing.offlineAt')}</label>
          <input id={offlineId} type="datetime-local" className={styles.note} value={offlineAt} onChange={(e) => setOfflineAt(e.target.value)} aria-invalid={failed === 'offline_at'} />
          <span>{t('editor.berlinTime')}</span>
          <button type="submit" className={styles.publish} disabled={save.isPending}>
            {t('publishing.saveSchedule')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => setOpen(false)}>
            {t('publishing.cancel')}
          </button>
          {save.isError && (
            <p className={styles.error} role="alert">
              {failed ? t('publishing.scheduleInPast') : t('publishing.failed')}
            </p>
          )}
        </form>
      )}
    </>
  );
}
