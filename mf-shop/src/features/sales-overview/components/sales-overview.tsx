import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boxOfficeApi } from 'shared-contracts/box-office';
import { berlinDayKey, formatDateTime } from 'shared-contracts/berlin-time';
import { HttpError } from 'site-config/remote-kit/http';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { EventPicker } from '../../../components/staff-screen/event-picker';
import { StaffScreen } from '../../../components/staff-screen/staff-screen';
import frame from '../../../components/staff-screen/staff-screen.module.css';
import { useBoxOfficeEvents } from '../../../lib/get-box-office-events';
import { useEventSales } from '../api/get-event-sales';
import { useUpdateSalesStop } from '../api/update-sales-stop';
import { DaySalesTable } from './day-sales-table';
import { SalesRow } from './sales-row';
import { StopSalesDialog } from './stop-sales-dialog';
import styles from './sales-overview.module.css';

const COLUMNS = ['capacity', 'sold', 'sold_elsewhere', 'held', 'free', 'checked_in'] as const;

/**
 * Sales per event for staff: one row per seat group and a total, the stop switch, the sales and guest list as CSV,
 * and the event's whole day.
 */
export function SalesOverview() {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const events = useBoxOfficeEvents(locale);
  const [chosen, setChosen] = useState<number | null>(null);
  const eventId = chosen ?? events.data?.find((e) => e.sold > 0)?.id ?? events.data?.[0]?.id ?? null;
  const sales = useEventSales(locale, eventId);
  const salesStop = useUpdateSalesStop(locale);
  // Stopping is asked first; resuming sells again at once, so it is not.
  const [asking, setAsking] = useState(false);
  const needsLogin = events.error instanceof HttpError && events.error.status === 401;

  return (
    <StaffScreen id="sales-title" title={t('sales.title')} needsLogin={needsLogin}>
      <EventPicker locale={locale} events={events.data} value={eventId} onChange={setChosen} />
      {(events.isError || sales.isError) && (
        <p role="alert" className={frame.notice}>
          {t('sales.loadError')}
        </p>
      )}
      {sales.data && eventId !== null && (
        <>
          <div className={sales.data.event.sales_stopped ? `${styles.switch} ${styles.stopped}` : styles.switch}>
            <p role="status">{sales.data.event.sales_stopped ? t('sales.stopped') : t('sales.running')}</p>
            <button
              type="button"
              className={frame.button}
              disabled={salesStop.isPending}
              onClick={() => (sales.data.event.sales_stopped ? salesStop.mutate({ eventId, stopped: false }) : setAsking(true))}
            >
              {sales.data.event.sales_stopped ? t('sales.resume') : t('sales.stop')}
            </button>
          </div>
          {asking && (
            <StopSalesDialog
              title={sales.data.event.title}
              date={formatDateTime(sales.data.event.date_start, locale)}
              onCancel={() => setAsking(false)}
              onConfirm={() => {
                setAsking(false);
                salesStop.mutate({ eventId, stopped: true });
              }}
            />
          )}
          {salesStop.isError && (
            <p role="alert" className={frame.notice}>
              {t('sales.stopError')}
            </p>
          )}
          <div className={frame.tableWrap}>
            <table className={frame.table}>
              <caption className={styles.caption}>{t('sales.caption', { title: sales.data.event.title, date: formatDateTime(sales.data.event.date_start, locale) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('sales.seatGroup')}</th>
                  {COLUMNS.map((c) => (
                    <th scope="col" key={c} className={frame.number}>
                      {t(`sales.columns.${c}`)}
                    </th>
                  ))}
                  <th scope="col" className={frame.number}>
                    {t('sales.columns.revenue')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sales.data.seat_groups.map((g) => (
                  <SalesRow key={g.code} label={g.text} columns={COLUMNS} values={g} />
                ))}
              </tbody>
              <tfoot className={styles.totals}>
                <SalesRow label={t('sales.total')} columns={COLUMNS} values={sales.data.totals} />
              </tfoot>
            </table>
          </div>
          <p className={frame.muted}>{t('sales.cancelled', { count: sales.data.cancelled_tickets })}</p>
          <p className={styles.links}>
            <a className={frame.button} href={boxOfficeApi.salesCsv(locale, eventId)} download>
              {t('sales.salesCsv')}
            </a>
            <a className={frame.button} href={boxOfficeApi.guestsCsv(locale, eventId)} download>
              {t('sales.guestsCsv')}
            </a>
          </p>
          <DaySalesTable locale={locale} day={berlinDayKey(sales.data.event.date_start)} />
        </>
      )}
    </StaffScreen>
  );
}
