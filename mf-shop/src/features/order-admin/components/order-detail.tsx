import { useTranslation } from 'react-i18next';
import { formatDate } from 'shared-contracts/berlin-time';
import { formatPrice } from 'shared-contracts/price';
import { useSlot } from 'site-config/remote-kit/slot-context';
import frame from '../../../components/staff-screen/staff-screen.module.css';
import { useStaffOrder } from '../api/get-staff-order';
import { PaymentForm } from './payment-form';
import { TicketChanges } from './ticket-changes';
import styles from './order-detail.module.css';

/** One order's money and tickets for the box office: what is paid and open, the ledger, invoices, changes. */
export function OrderDetail({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const order = useStaffOrder(locale, code);
  return (
    <section className={styles.detail} aria-labelledby="order-detail-title">
      <div className={styles.head}>
        <h2 id="order-detail-title" className={styles.title}>
          {t('money.title', { code })}
        </h2>
        <button type="button" className={frame.secondary} onClick={onClose}>
          {t('money.close')}
        </button>
      </div>
      {order.isPending ? (
        <p role="status">{t('admin.loading')}</p>
      ) : order.isError ? (
        <p role="alert" className={frame.notice}>
          {t('admin.loadError')}
        </p>
      ) : (
        <>
          <p className={styles.summary}>
            {order.data.name} · {order.data.email} · {order.data.payment.name}
            {order.data.status === 'cancelled' && <strong> · {t('admin.cancelled')}</strong>}
          </p>
          <dl className={styles.figures}>
            <div>
              <dt>{t('money.status')}</dt>
              <dd className={order.data.payment.status === 'paid' ? styles.good : styles.bad}>{t(`order.paymentStatus.${order.data.payment.status}`)}</dd>
            </div>
            <div>
              <dt>{t('money.due')}</dt>
              <dd>{formatPrice(order.data.payment.due)}</dd>
            </div>
            <div>
              <dt>{t('money.paid')}</dt>
              <dd>{formatPrice(order.data.payment.paid)}</dd>
            </div>
            <div>
              <dt>{t('money.outstanding')}</dt>
              <dd>{formatPrice(order.data.payment.outstanding)}</dd>
            </div>
          </dl>
          {order.data.status === 'placed' && order.data.payment.status !== 'paid' && <PaymentForm order={order.data} />}
          {order.data.payments.length > 0 && (
            <table className={frame.table} aria-label={t('money.ledger')}>
              <thead>
                <tr>
                  <th scope="col">{t('money.paidOn')}</th>
                  <th scope="col">{t('money.kind')}</th>
                  <th scope="col">{t('money.method')}</th>
                  <th scope="col">{t('money.amount')}</th>
                  <th scope="col">{t('money.by')}</th>
                </tr>
              </thead>
              <tbody>
                {order.data.payments.map((p) => (
                  <tr key={p.id}>
                    <td>{formatDate(`${p.paid_on}T12:00:00+02:00`, locale)}</td>
                    <td>{t(`money.kinds.${p.kind}`)}</td>
                    <td>{t(`money.methods.${p.method}`)}</td>
                    <td>{formatPrice(p.kind === 'refund' ? `-${p.amount}` : p.amount)}</td>
                    <td>
                      {p.recorded_by}
                      {p.note && <span className={frame.muted}> · {p.note}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {order.data.invoices.length > 0 && (
            <ul className={styles.invoices} aria-label={t('order.invoices')}>
              {order.data.invoices.map((invoice) => (
                <li key={invoice.number}>
                  <a href={invoice.url} download>
                    {t(invoice.kind === 'invoice' ? 'order.invoice' : 'order.cancellationInvoice', { number: invoice.number })}
                  </a>{' '}
                  <span className={frame.muted}>{formatPrice(invoice.total)}</span>
                </li>
              ))}
            </ul>
          )}
          <TicketChanges order={order.data} />
        </>
      )}
    </section>
  );
}
