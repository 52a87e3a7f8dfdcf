import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckInAnswer as Answer } from 'shared-contracts/box-office';
import { formatDate, formatDateTime, formatTime } from 'shared-contracts/berlin-time';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { reasonOf } from '../lib/answer-reason';
import styles from './check-in.module.css';

interface Props {
  answer: Answer;
  /** Decided on the phone against the downloaded list, queued for the sync. */
  offline: boolean;
  onNext(): void;
  onUndo(): void;
  onAdmitAnyway(): void;
  busy: boolean;
}

/**
 * The answer to one scan, over the whole screen so it reads at arm's length in a dark foyer: green "valid" with
 * event, category and name, or red with the reason (the date and slot a ticket is for). An open payment is flagged
 * in yellow; a refusal staff may override offers "Admit anyway". "Next scan" has the focus, so Enter goes on.
 */
export function CheckInAnswerView({ answer, offline, onNext, onUndo, onAdmitAnyway, busy }: Props) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => next.current?.focus(), []);
  const { result, ticket } = answer;
  const valid = result === 'valid' || result === 'exited';
  const reason = reasonOf(answer, t, locale);
  const inside = Boolean(ticket?.checked_in_at) && (result === 'valid' || result === 'already_checked_in');

  return (
    <div className={`${styles.answer} ${valid ? styles.valid : styles.refused}`} role="alert" aria-labelledby="check-in-answer-title" data-result={result} data-offline={offline || undefined}>
      <p id="check-in-answer-title" className={styles.answerTitle}>
        <span aria-hidden="true">{valid ? '✓' : '✕'}</span> {t(`checkIn.results.${result}`)}
      </p>
      {reason && <p className={styles.reason}>{reason}</p>}
      {ticket && !ticket.paid && result !== 'unpaid' && <p className={styles.flag}>{t('checkIn.unpaidFlag')}</p>}
      {ticket && result === 'valid' && ticket.checked_in_override && <p className={styles.flag}>{t('checkIn.admittedAnyway')}</p>}
      {offline && <p className={styles.reason}>{t('checkIn.offlineAnswer')}</p>}
      {ticket && (
        <dl className={styles.ticket}>
          <dt>{t('checkIn.event')}</dt>
          <dd>
            {ticket.event.title}, {formatDateTime(ticket.event.date_start, locale)}
          </dd>
          <dt>{t('checkIn.category')}</dt>
          <dd>
            {ticket.seat_group_text} · {ticket.price_name}
            {ticket.time_start ? ` · ${formatDate(ticket.time_start, locale)} ${formatTime(ticket.time_start, locale)}` : ''}
          </dd>
          <dt>{t('checkIn.name')}</dt>
          <dd>{ticket.name}</dd>
          <dt>{t('checkIn.ticket')}</dt>
          <dd>{ticket.ticket}</dd>
        </dl>
      )}
      <div className={styles.answerActions}>
        <button ref={next} type="button" className={styles.next} onClick={onNext}>
          {t('checkIn.next')}
        </button>
        {answer.overridable && (
          <button type="button" className={styles.undo} onClick={onAdmitAnyway} disabled={busy}>
            {t('checkIn.admitAnyway')}
          </button>
        )}
        {inside && (
          <button type="button" className={styles.undo} onClick={onUndo} disabled={busy}>
            {t('checkIn.undo')}
          </button>
        )}
      </div>
    </div>
  );
}
