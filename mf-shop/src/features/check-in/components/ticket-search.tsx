import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from 'shared-contracts/berlin-time';
import type { DoorTicket } from 'shared-contracts/door';
import { useSlot } from 'site-config/remote-kit/slot-context';
import frame from '../../../components/staff-screen/staff-screen.module.css';
import styles from './check-in.module.css';

interface Props {
  search(q: string): Promise<{ results: DoorTicket[]; offline: boolean }>;
  onAdmit(ticket: DoorTicket): void;
  onUndo(ticket: DoorTicket): void;
  busy: boolean;
  /** Bumped after each admission or undo, so the shown results are asked for again. */
  version: number;
}

/** Finds tickets at the door by ticket number, order code or buyer name, each with its state and what to do. */
export function TicketSearch({ search, onAdmit, onUndo, busy, version }: Props) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ q: string; version: number; results: DoorTicket[]; offline: boolean } | null>(null);
  const [failed, setFailed] = useState(false);
  const run = async (q: string, at = version) => {
    setFailed(false);
    try {
      setFound({ q, version: at, ...(await search(q)) });
    } catch {
      setFailed(true);
    }
  };
  const shown = useRef(found);
  shown.current = found;
  const runRef = useRef(run);
  runRef.current = run;
  // After an admission or undo elsewhere on the screen, the shown results say the new state.
  useEffect(() => {
    if (shown.current && shown.current.version !== version) void runRef.current(shown.current.q, version);
  }, [version]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (query.trim().length >= 2) void run(query.trim());
  };

  return (
    <section className={styles.search}>
      <form onSubmit={submit} className={styles.typed}>
        <label htmlFor="check-in-search">{t('checkIn.search')}</label>
        <div className={styles.row}>
          <input id="check-in-search" className={`${frame.input} ${styles.grow}`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} minLength={2} maxLength={100} autoComplete="off" />
          <button type="submit" className={frame.secondary}>
            {t('checkIn.searchButton')}
          </button>
        </div>
      </form>
      {failed && <p role="alert" className={frame.notice}>{t('checkIn.searchError')}</p>}
      {found && (
        <>
          {found.offline && <p className={frame.muted}>{t('checkIn.searchOffline')}</p>}
          {found.results.length === 0 ? (
            <p role="status">{t('checkIn.searchNone')}</p>
          ) : (
            <ul className={styles.results} aria-label={t('checkIn.results_label')}>
              {found.results.map((ticket) => (
                <li key={ticket.code} className={styles.result}>
                  <p>
                    <strong>{ticket.ticket}</strong> · {ticket.name}
                  </p>
                  <p className={frame.muted}>
                    {ticket.event.title} · {ticket.seat_group_text} · {ticket.price_name}
                    {ticket.time_start ? ` · ${formatTime(ticket.time_start, locale)}` : ''}
                  </p>
                  <p>
                    {ticket.status === 'cancelled'
                      ? t('checkIn.stateCancelled')
                      : ticket.status === 'revoked'
                        ? t('checkIn.results.revoked')
                        : ticket.checked_in_at
                        ? t('checkIn.stateInside', { time: formatTime(ticket.checked_in_at, locale) })
                        : t('checkIn.stateOpen')}
                    {!ticket.paid && ticket.status === 'placed' && <span className={styles.flagInline}> · {t('checkIn.unpaidFlag')}</span>}
                  </p>
                  {ticket.status === 'placed' &&
                    (ticket.checked_in_at ? (
                      <button type="button" className={frame.secondary} onClick={() => onUndo(ticket)} disabled={busy} aria-label={`${t('checkIn.undo')}: ${ticket.ticket}`}>
                        {t('checkIn.undo')}
                      </button>
                    ) : (
                      <button type="button" className={frame.button} onClick={() => onAdmit(ticket)} disabled={busy} aria-label={`${t('checkIn.admit')}: ${ticket.ticket} (${ticket.name})`}>
                        {t('checkIn.admit')}
                      </button>
                    ))}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
