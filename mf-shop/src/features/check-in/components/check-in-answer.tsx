import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckInAnswer as Answer } from 'shared-contracts/box-office';
import { formatDateTime, formatTime } from 'shared-contracts/berlin-time';
import { useSlot } from 'site-config/remote-kit/slot-context';
import styles from './check-in.module.css';

interface Props {
  answer: Answer;
  onNext(): void;
  onUndo(): void;
  undoing: boolean;
}

/**
 * The answer to one scan, over the whole screen so it reads at arm's length in a dark foyer: green "valid" with
 * event, category and name, or red with the reason. "Next scan" has the focus, so Enter (or a tap) goes on.
 */
export function CheckInAnswerView({ answer, onNext, onUndo, undoing }: Props) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => next.current?.focus(), []);
  const { result, ticket } = answer;
  const valid = result === 'valid';
  let reason = '';
  if (result === 'already_checked_in' && ticket?.checked_in_at) reason = t('checkIn.alreadyAt', { time: formatTime(ticket.checked_in_at, locale), by: ticket.checked_in_by ?? '?' });
  else if (result === 'other_event' && ticket) reason = t('checkIn.otherEventIs', { title: ticket.event.title, date: formatDateTime(ticket.event.date_start, locale) });
  else if (result === 'cancelled') reason = t('checkIn.cancelledText');
  else if (result === 'unknown') reason = t('checkIn.unknownText');

  return (
    <div className={`${styles.answer} ${valid ? styles.valid : styles.refused}`} role="alert" aria-labelledby="check-in-answer-title" data-result={result}>
      <p id="check-in-answer-title" className={styles.answerTitle}>
        <span aria-hidden="true">{valid ? '✓' : '✕'}</span> {t(`checkIn.results.${result}`)}
      </p>
      {reason && <p className={styles.reason}>{reason}</p>}
      {ticket && (valid || result === 'already_checked_in') && (
        <dl className={styles.ticket}>
          <dt>{t('checkIn.event')}</dt>
          <dd>
            {ticket.event.title}, {formatDateTime(ticket.event.date_start, locale)}
          </dd>
          <dt>{t('checkIn.category')}</dt>
          <dd>
            {ticket.seat_group_text} · {ticket.price_name}
            {ticket.time_start ? ` · ${formatTime(ticket.time_start, locale)}` : ''}
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
        {valid && (
          <button type="button" className={styles.undo} onClick={onUndo} disabled={undoing}>
            {t('checkIn.undo')}
          </button>
        )}
      </div>
    </div>
  );
}
