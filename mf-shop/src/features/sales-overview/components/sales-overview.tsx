import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boxOfficeApi } from 'shared-contracts/box-office';
import { formatDateTime } from 'shared-contracts/berlin-time';
import { formatPrice } from 'shared-contracts/price';
import { HttpError } from 'site-config/remote-kit/http';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useBoxOfficeEvents } from '../../../lib/get-box-office-events';
import { useEventSales } from '../api/get-event-sales';
import styles from './sales-overview.module.css';

const COLUMNS = ['capacity', 'sold', 'sold_elsewhere', 'held', 'free', 'checked_in'] as const;

/** Sales per event for staff: one row per seat group and a total, with the sales and guest list as CSV. */
export function SalesOverview() {
  const { t } = useTranslation();
  const { locale, auth } = useSlot();
  const events = useBoxOfficeEvents(locale);
  const [chosen, setChosen] = useState<number | null>(null);
  const eventId = chosen ?? events.data?.find((e) => e.sold > 0)?.id ?? events.data?.[0]?.id ?? null;
  const sales = useEventSales(locale, eventId);

  if (events.error instanceof HttpError && events.error.status === 401) {
    return (
      <section className={styles.screen} aria-labelledby="sales-title">
        <h1 id="sales-title" className={styles.title}>
          {t('sales.title')}
        </h1>
        <div className={styles.notice}>
          <p>{t('admin.loginRequired')}</p>
          {auth.login_url && (
            <a className={styles.button} href={auth.login_url}>
              {t('admin.login')}
            </a>
          )}
        </div>
      </section>
    );
  }
  return (
    <section className={styles.screen} aria-labelledby="sales-title">
      <h1 id="sales-title" className={styles.title}>
        {t('sales.title')}
      </h1>
      <label className={styles.field}>
        <span>{t('checkIn.event')}</span>
        <select value={eventId ?? ''} onChange={(e) => setChosen(Number(e.target.value))} disabled={!events.data?.length}>
          {events.data?.map((event) => (
            <option key={event.id} value={event.id}>
              {formatDateTime(event.date_start, locale)} · {event.title}
            </option>
          ))}
        </select>
      </label>
      {(events.isError || sales.isError) && (
        <p role="alert" className={styles.notice}>
          {t('sales.loadError')}
        </p>
      )}
      {sales.data && eventId !== null && (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.caption}>{t('sales.caption', { title: sales.data.event.title, date: formatDateTime(sales.data.event.date_start, locale) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('sales.seatGroup')}</th>
                  {COLUMNS.map((c) => (
                    <th scope="col" key={c} className={styles.number}>
                      {t(`sales.columns.${c}`)}
                    </th>
                  ))}
                  <th scope="col" className={styles.number}>
                    {t('sales.columns.revenue')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sales.data.seat_groups.map((g) => (
                  <tr key={g.code}>
                    <th scope="row">{g.text}</th>
                    {COLUMNS.map((c) => (
                      <td key={c} className={styles.number}>
                        {g[c]}
                      </td>
                    ))}
                    <td className={styles.number}>{formatPrice(g.revenue)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('sales.total')}</th>
                  {COLUMNS.map((c) => (
                    <td key={c} className={styles.number}>
                      {sales.data.totals[c]}
                    </td>
                  ))}
                  <td className={styles.number}>{formatPrice(sales.data.totals.revenue)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          <p className={styles.muted}>{t('sales.cancelled', { count: sales.data.cancelled_tickets })}</p>
          <p className={styles.links}>
            <a className={styles.button} href={boxOfficeApi.salesCsv(locale, eventId)} download>
              {t('sales.salesCsv')}
            </a>
            <a className={styles.button} href={boxOfficeApi.guestsCsv(locale, eventId)} download>
              {t('sales.guestsCsv')}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
