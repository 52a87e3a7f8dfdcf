import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_EVENT_COPIES } from 'shared-contracts/back-office/programme';
import { fromBerlinInput } from 'shared-contracts/berlin-time';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { screenPath } from '../api/resource-paths';
import { type WriteFailure, createRecurringEvents, duplicateEvent, writeFailure } from '../api/write-resource';
import styles from './back-office.module.css';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

function FailureText({ failure }: { failure: WriteFailure | null }) {
  const { t } = useTranslation();
  if (!failure) return null;
  const text = failure.kind === 'fields' ? Object.values(failure.errors).join(' ') : failure.kind === 'forbidden' ? t('backOffice.forbidden') : t('backOffice.failed');
  return <p role="alert" className={styles.error}>{text}</p>;
}

/** Under an event's form: duplicate it to another date, or create single events on a weekly pattern. */
export function EventCopies({ id }: { id: number }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const queryClient = useQueryClient();
  const ids = useId();
  const [start, setStart] = useState('');
  const [copyId, setCopyId] = useState<number | null>(null);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [pattern, setPattern] = useState({ time: '', from: '', to: '' });
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ where: 'duplicate' | 'recurring'; failure: WriteFailure } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (where: 'duplicate' | 'recurring', call: () => Promise<string>) => {
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      setDone(await call());
      void queryClient.invalidateQueries({ queryKey: ['back-office', 'list', 'events'] });
    } catch (error) {
      setFailure({ where, failure: writeFailure(error) });
    } finally {
      setBusy(false);
    }
  };

  const duplicate = (event: FormEvent) => {
    event.preventDefault();
    void run('duplicate', async () => {
      const copy = await duplicateEvent(locale, id, fromBerlinInput(start) ?? start);
      setCopyId(copy.id);
      return t('backOffice.eventCopies.duplicated');
    });
  };

  const recurring = (event: FormEvent) => {
    event.preventDefault();
    void run('recurring', async () => {
      setCopyId(null);
      const { count } = await createRecurringEvents(locale, id, { weekdays, ...pattern });
      return t('backOffice.eventCopies.recurringDone', { count });
    });
  };

  return (
    <section aria-labelledby={`${ids}-title`} className={styles.history}>
      <h2 id={`${ids}-title`}>{t('backOffice.eventCopies.title')}</h2>
      <div role="status">
        {done && (
          <p>
            {done}{' '}
            {copyId !== null && <SiteLink href={screenPath(locale, 'events', copyId)}>{t('backOffice.eventCopies.openCopy')}</SiteLink>}
          </p>
        )}
      </div>
      <form onSubmit={duplicate} noValidate className={styles.form}>
        <fieldset className={styles.plain} disabled={busy}>
          <legend>{t('backOffice.eventCopies.duplicateLegend')}</legend>
          <div className={styles.field}>
            <label htmlFor={`${ids}-start`}>{t('backOffice.eventCopies.duplicateStart')}</label>
            <input id={`${ids}-start`} type="datetime-local" required value={start} onChange={(e) => setStart(e.target.value)} />
          </div>
          {failure?.where === 'duplicate' && <FailureText failure={failure.failure} />}
          <div className={styles.buttons}>
            <button type="submit">{t('backOffice.eventCopies.duplicate')}</button>
          </div>
        </fieldset>
      </form>
      <form onSubmit={recurring} noValidate className={styles.form}>
        <fieldset className={styles.plain} disabled={busy}>
          <legend>{t('backOffice.eventCopies.recurringLegend')}</legend>
          <small className={styles.help}>{t('backOffice.eventCopies.recurringHelp', { max: MAX_EVENT_COPIES })}</small>
          <fieldset className={styles.field}>
            <legend>{t('backOffice.eventCopies.weekdays')}</legend>
            <div className={styles.checkList}>
              {WEEKDAYS.map((day) => (
                <label key={day}>
                  <input
                    type="checkbox"
                    checked={weekdays.includes(day)}
                    onChange={(e) => setWeekdays((old) => (e.target.checked ? [...old, day].sort() : old.filter((d) => d !== day)))}
                  />{' '}
                  {t(`backOffice.eventCopies.weekdayNames.${day}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {(['time', 'from', 'to'] as const).map((name) => (
            <div key={name} className={styles.field}>
              <label htmlFor={`${ids}-${name}`}>{t(`backOffice.eventCopies.${name}`)}</label>
              <input
                id={`${ids}-${name}`}
                type={name === 'time' ? 'time' : 'date'}
                required
                value={pattern[name]}
                onChange={(e) => setPattern((old) => ({ ...old, [name]: e.target.value }))}
              />
            </div>
          ))}
          {failure?.where === 'recurring' && <FailureText failure={failure.failure} />}
          <div className={styles.buttons}>
            <button type="submit">{t('backOffice.eventCopies.createRecurring')}</button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
