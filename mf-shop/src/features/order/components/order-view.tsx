import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buildPath } from 'shared-contracts/routes';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { formatTime } from 'shared-contracts/berlin-time';
import { formatDate } from 'shared-contracts/berlin-time';
import { formatPrice } from 'shared-contracts/price';
import { CheckoutSteps } from '../../checkout/components/checkout-steps';
import { whereLine } from '../../../lib/where-line';
import { useOrder } from '../api/get-order';
import styles from './order-view.module.css';

/** The order page: code, payment, the tickets and their PDF. */
export function OrderView({ code, secret }: { code: string; secret: string }) {
  const { t } = useTranslation();
  const { locale, host } = useSlot();
  const order = useOrder(locale, code, secret);
  const programme = buildPath('events', locale);
  const toProgramme = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    host.navigate(programme);
  };

  if (order.isPending) return <p role="status">{t('order.loading')}</p>;
  if (order.isError) {
    return (
      <div role="alert" className={styles.notice}>
        <p>{t('order.notFound')}</p>
        <a href={programme} onClick={toProgramme} className={styles.secondaryLink}>
          {t('layout.program')}
        </a>
      </div>
    );
  }
  const o = order.data;
  const cancelled = o.status === 'cancelled';
  const infos = [...new Map(o.tickets.filter((x) => x.event.where.important_info).map((x) => [x.event.id, x.event])).values()];
  return (
    <section className={styles.order} aria-labelledby="order-title">
      <CheckoutSteps current="done" />
      <h1 id="order-title" className={styles.title}>
        {cancelled ? t('order.cancelledTitle') : t('order.title')}
      </h1>
      <div className={styles.codeBox}>
        <span className={styles.codeLabel}>{t('order.code')}</span>
        <strong className={styles.code}>{o.code}</strong>
        <span className={styles.muted}>{t('order.placedAt', { date: `${formatDate(o.created_at, locale)}, ${formatTime(o.created_at, locale)}` })}</span>
      </div>
      {!cancelled && <p>{t('order.mailSent', { email: o.email })}</p>}
      <section className={styles.payment} aria-labelledby="order-payment-title">
        <h2 id="order-payment-title" className={styles.sectionTitle}>
          {t('order.payment')}: {o.payment.name} ({t(`order.paymentStatus.${o.payment.status}`)})
        </h2>
        {!cancelled && o.payment.status !== 'paid' && <p>{t('order.outstanding', { amount: formatPrice(o.payment.outstanding) })}</p>}
        <p>{o.payment.instructions}</p>
        {o.invoices.length > 0 && (
          <ul className={styles.invoices} aria-label={t('order.invoices')}>
            {o.invoices.map((invoice) => (
              <li key={invoice.number}>
                <a href={invoice.url} download>
                  {t(invoice.kind === 'invoice' ? 'order.invoice' : 'order.cancellationInvoice', { number: invoice.number })}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="order-tickets-title">
        <h2 id="order-tickets-title" className={styles.sectionTitle}>
          {t('order.tickets')} · {t('cart.count', { count: o.tickets_quantity })}
        </h2>
        <ol className={styles.tickets}>
          {o.tickets.filter((ticket) => ticket.status !== 'revoked').map((ticket) => (
            <li key={ticket.position} className={styles.ticket}>
              <span className={styles.ticketNumber}>{t('order.ticketNumber', { n: ticket.position })}</span>
              <span className={styles.ticketEvent}>{ticket.event.title}</span>
              <span className={styles.muted}>
                {formatDate(ticket.event.date_start, locale)}, {formatTime(ticket.time_start ?? ticket.event.date_start, locale)} · {ticket.seat_group_text} · {ticket.price_name}
              </span>
              {whereLine(ticket.event.where, ticket.time_start, t, locale) && <span className={styles.muted}>{whereLine(ticket.event.where, ticket.time_start, t, locale)}</span>}
              {ticket.status !== 'valid' && <span className={styles.ticketState}>{t(`order.ticketStatus.${ticket.status}`)}</span>}
              <span className={styles.ticketPrice}>{formatPrice(ticket.price)}</span>
            </li>
          ))}
        </ol>
        <p className={styles.total}>
          <span>{t('cart.total')}</span>
          <strong>{formatPrice(cancelled ? o.total : o.payment.due)}</strong>
        </p>
      </section>
      {infos.map((event) => (
        <section key={event.id} aria-labelledby={`order-info-${event.id}`}>
          <h2 id={`order-info-${event.id}`} className={styles.sectionTitle}>
            {t('order.importantInfo', { title: event.title })}
          </h2>
          <p className={styles.info}>{event.where.important_info}</p>
        </section>
      ))}
      <div className={styles.actions}>
        {!cancelled && (
          <a href={o.tickets_url} download className={styles.primary}>
            {t('order.download')}
          </a>
        )}
        {!cancelled && (
          <a href={o.calendar_url} download className={styles.secondaryLink}>
            {t('order.calendar')}
          </a>
        )}
        <a href={programme} onClick={toProgramme} className={styles.secondaryLink}>
          {t('layout.program')}
        </a>
      </div>
    </section>
  );
}
