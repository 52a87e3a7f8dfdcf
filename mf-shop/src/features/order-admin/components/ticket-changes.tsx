import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from 'shared-contracts/berlin-time';
import { PAYMENT_METHODS, type PaymentMethod, type StaffOrder } from 'shared-contracts/order-money';
import { formatPrice } from 'shared-contracts/price';
import { useSlot } from 'site-config/remote-kit/slot-context';
import frame from '../../../components/staff-screen/staff-screen.module.css';
import { useCreateCancellation } from '../api/create-cancellation';
import { useRefundQuote } from '../api/get-refund-quote';
import { useReissueTicket } from '../api/reissue-ticket';
import { errorText } from './error-text';
import styles from './order-detail.module.css';

/**
 * The order's tickets: pick some (or all) to cancel, see the refund the server computes, then confirm with the
 * refund's amount and method; or re-issue one ticket under a new code.
 */
export function TicketChanges({ order }: { order: StaffOrder }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const [picked, setPicked] = useState<number[]>([]);
  const [asking, setAsking] = useState<number[] | null>(null);
  const quote = useRefundQuote(locale, order.code, asking);
  const cancel = useCreateCancellation(locale, order.code);
  const reissue = useReissueTicket(locale, order.code);
  const toggle = (position: number) => setPicked((p) => (p.includes(position) ? p.filter((x) => x !== position) : [...p, position].sort((a, b) => a - b)));
  const confirm = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const amount = String(form.get('refund') ?? '').trim();
    const refund = amount && Number(amount.replace(',', '.')) > 0 ? { amount, method: String(form.get('method')) as PaymentMethod } : null;
    cancel.mutate({ positions: asking!, refund }, { onSuccess: () => (setAsking(null), setPicked([])) });
  };
  const tickets = order.tickets.filter((x) => x.status !== 'revoked');
  return (
    <section aria-labelledby="order-tickets-title">
      <h3 id="order-tickets-title" className={styles.subTitle}>
        {t('money.tickets')}
      </h3>
      <ul className={styles.ticketList}>
        {tickets.map((ticket) => {
          const number = `${order.code}-${ticket.position}`;
          return (
            <li key={ticket.position} className={styles.ticketRow}>
              <label>
                <input type="checkbox" disabled={ticket.status !== 'valid'} checked={picked.includes(ticket.position)} onChange={() => toggle(ticket.position)} aria-label={t('money.pickTicket', { ticket: number })} />
                <strong> {number}</strong> {ticket.event.title}, {formatDate(ticket.time_start ?? ticket.event.date_start, locale)} {formatTime(ticket.time_start ?? ticket.event.date_start, locale)} · {ticket.seat_group_text} ·{' '}
                {ticket.price_name} {formatPrice(ticket.price)}
              </label>
              <span className={ticket.status === 'valid' ? frame.muted : styles.bad}>{t(`order.ticketStatus.${ticket.status}`)}</span>
              {ticket.status === 'valid' && (
                <button type="button" className={frame.secondary} disabled={reissue.isPending} onClick={() => reissue.mutate(ticket.position)} aria-label={t('money.reissueLabel', { ticket: number })}>
                  {t('money.reissue')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {reissue.isSuccess && <p role="status">{t('money.reissued')}</p>}
      {reissue.isError && (
        <p role="alert" className={frame.notice}>
          {errorText(reissue.error, t('money.reissueError'))}
        </p>
      )}
      <button type="button" className={frame.button} disabled={picked.length === 0 || asking !== null} onClick={() => setAsking(picked)}>
        {t('money.cancelPicked', { count: picked.length })}
      </button>
      {asking && (
        <form className={styles.confirm} onSubmit={confirm} aria-labelledby="cancel-confirm-title">
          <h4 id="cancel-confirm-title" className={styles.subTitle}>
            {t('money.confirmTitle', { count: asking.length })}
          </h4>
          {quote.isPending ? (
            <p role="status">{t('money.quoting')}</p>
          ) : quote.isError ? (
            <p role="alert" className={frame.notice}>
              {errorText(quote.error, t('money.quoteError'))}
            </p>
          ) : (
            <>
              <p role="status">{t('money.quote', { cancelled: formatPrice(quote.data.cancelled_amount), due: formatPrice(quote.data.due_after), refund: formatPrice(quote.data.refund) })}</p>
              <div className={styles.fields}>
                <label>
                  {t('money.refundAmount')}
                  <input className={frame.input} name="refund" inputMode="decimal" defaultValue={quote.data.refund} />
                </label>
                <label>
                  {t('money.refundMethod')}
                  <select className={frame.input} name="method" defaultValue="transfer">
                    {PAYMENT_METHODS.map((m) => (
                      <option key={m} value={m}>
                        {t(`money.methods.${m}`)}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <div className={styles.buttons}>
                <button type="submit" className={frame.button} disabled={cancel.isPending}>
                  {t('money.confirmCancel')}
                </button>
                <button type="button" className={frame.secondary} onClick={() => setAsking(null)}>
                  {t('money.keep')}
                </button>
              </div>
            </>
          )}
          {cancel.isError && (
            <p role="alert" className={frame.notice}>
              {errorText(cancel.error, t('money.cancelError'))}
            </p>
          )}
        </form>
      )}
      {cancel.isSuccess && <p role="status">{t('money.cancelled')}</p>}
    </section>
  );
}
