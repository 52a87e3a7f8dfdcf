import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { formatTime } from 'shared-contracts/berlin-time';
import { formatDate } from 'shared-contracts/berlin-time';
import { formatPrice } from 'shared-contracts/price';
import { HttpError } from 'site-config/remote-kit/http';
import { StaffScreen } from '../../../components/staff-screen/staff-screen';
import { useCancelOrder } from '../api/cancel-order';
import { useResendConfirmation } from '../api/resend-confirmation';
import { useOrders } from '../api/get-orders';
import { OrderDetail } from './order-detail';
import frame from '../../../components/staff-screen/staff-screen.module.css';
import styles from './order-admin.module.css';
import hidden from 'site-config/remote-kit/visually-hidden.module.css';

/** Staff's order list in the dashboard: search, page through, open an order's money and tickets, cancel, resend. */
export function OrderAdmin() {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const orders = useOrders(locale, q, page);
  const cancel = useCancelOrder(locale);
  const resend = useResendConfirmation(locale);

  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setQ(String(new FormData(e.currentTarget).get('q') ?? '').trim());
    setPage(1);
  };
  const askCancel = (code: string) => {
    if (window.confirm(t('admin.confirmCancel', { code }))) cancel.mutate(code);
  };
  const needsLogin = orders.error instanceof HttpError && orders.error.status === 401;
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.count / orders.data.page_size)) : 1;

  return (
    <StaffScreen id="orders-title" title={t('admin.title')} needsLogin={needsLogin}>
        <>
          <form role="search" className={styles.search} onSubmit={search}>
            <label htmlFor="orders-q">{t('admin.search')}</label>
            <div className={styles.searchRow}>
              <input id="orders-q" className={`${frame.input} ${styles.query}`} name="q" type="search" defaultValue={q} maxLength={254} />
              <button type="submit" className={frame.button}>
                {t('admin.searchButton')}
              </button>
            </div>
          </form>
          {resend.isSuccess && <p role="status">{t('admin.resent', { code: resend.data.code, email: resend.data.email })}</p>}
          {resend.isError && (
            <p role="alert" className={frame.notice}>
              {t('admin.resendError')}
            </p>
          )}
          {cancel.isError && (
            <p role="alert" className={frame.notice}>
              {t('admin.cancelError')}
            </p>
          )}
          {open && <OrderDetail code={open} onClose={() => setOpen(null)} />}
          {orders.isPending ? (
            <p role="status">{t('admin.loading')}</p>
          ) : orders.isError ? (
            <p role="alert" className={frame.notice}>
              {t('admin.loadError')}
            </p>
          ) : orders.data.results.length === 0 ? (
            <p role="status">{t('admin.none')}</p>
          ) : (
            <>
              <p role="status" className={frame.muted}>
                {t('admin.count', { count: orders.data.count })}
              </p>
              <div className={`${frame.tableWrap} ${styles.ordersWrap}`}>
                <table className={`${frame.table} ${styles.orders}`} aria-labelledby="orders-title">
                  <thead>
                    <tr>
                      <th scope="col">{t('admin.code')}</th>
                      <th scope="col">{t('admin.customer')}</th>
                      <th scope="col">{t('admin.events')}</th>
                      <th scope="col">{t('admin.date')}</th>
                      <th scope="col">{t('admin.total')}</th>
                      <th scope="col">{t('admin.status')}</th>
                      <th scope="col">{t('admin.payment')}</th>
                      <th scope="col">
                        <span className={hidden.visuallyHidden}>{t('admin.cancel')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {orders.data.results.map((o) => (
                      <tr key={o.code}>
                        <th scope="row" className={styles.code}>
                          {o.code}
                        </th>
                        <td data-label={t('admin.customer')} className={styles.wide}>
                          {o.name}
                          <br />
                          <span className={frame.muted}>{o.email}</span>
                        </td>
                        <td data-label={t('admin.events')} className={styles.wide}>
                          {o.events.join(', ')} ({o.tickets_quantity})
                        </td>
                        <td data-label={t('admin.date')}>
                          {formatDate(o.created_at, locale)}, {formatTime(o.created_at, locale)}
                        </td>
                        <td data-label={t('admin.total')} className={styles.number}>
                          {formatPrice(o.total)}
                        </td>
                        <td data-label={t('admin.status')}>{o.status === 'cancelled' ? t('admin.cancelled') : t('admin.placed')}</td>
                        <td data-label={t('admin.payment')}>
                          {t(`order.paymentStatus.${o.payment_status}`)}
                          {o.status === 'placed' && o.payment_status !== 'paid' && <span className={frame.muted}> · {formatPrice(o.outstanding)}</span>}
                        </td>
                        <td className={styles.action}>
                          <div className={styles.actions}>
                            <button type="button" className={frame.button} aria-label={t('admin.openLabel', { code: o.code })} aria-expanded={open === o.code} onClick={() => setOpen(open === o.code ? null : o.code)}>
                              {t('admin.open')}
                            </button>
                          </div>
                          {o.status === 'placed' && (
                            <div className={styles.actions}>
                              <button type="button" className={`${frame.secondary} ${styles.cancel}`} aria-label={t('admin.resendLabel', { code: o.code })} disabled={resend.isPending} onClick={() => resend.mutate(o.code)}>
                                {t('admin.resend')}
                              </button>
                              <button type="button" className={`${frame.secondary} ${styles.cancel}`} aria-label={t('admin.cancelLabel', { code: o.code })} disabled={cancel.isPending} onClick={() => askCancel(o.code)}>
                                {t('admin.cancel')}
                              </button>
                            </div>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {pages > 1 && (
                <nav className={styles.pager} aria-label={t('admin.page', { page, pages })}>
                  <button type="button" className={frame.button} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                    {t('admin.previous')}
                  </button>
                  <span>{t('admin.page', { page, pages })}</span>
                  <button type="button" className={frame.button} disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                    {t('admin.next')}
                  </button>
                </nav>
              )}
            </>
          )}
        </>
    </StaffScreen>
  );
}
