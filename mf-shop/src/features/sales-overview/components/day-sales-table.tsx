import { useTranslation } from 'react-i18next';
import { formatDay, formatTime } from 'shared-contracts/berlin-time';
import type { Locale } from 'shared-contracts/locales';
import frame from '../../../components/staff-screen/staff-screen.module.css';
import { useDaySales } from '../api/get-day-sales';
import { SalesRow } from './sales-row';
import styles from './sales-overview.module.css';

const COLUMNS = ['sold', 'held', 'free', 'checked_in'] as const;

/** The day of the chosen event: each of its events with sold, held, free, check-ins and revenue, and the sum. */
export function DaySalesTable({ locale, day }: { locale: Locale; day: string }) {
  const { t } = useTranslation();
  const sales = useDaySales(locale, day);
  if (sales.isError) {
    return (
      <p role="alert" className={frame.notice}>
        {t('sales.loadError')}
      </p>
    );
  }
  if (!sales.data) return null;
  return (
    <div className={frame.tableWrap}>
      <table className={frame.table}>
        <caption className={styles.caption}>{t('sales.dayCaption', { date: formatDay(`${day}T12:00:00+01:00`, locale) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sales.event')}</th>
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
          {sales.data.events.map(({ event, totals }) => (
            <SalesRow key={event.id} label={`${formatTime(event.date_start, locale)} · ${event.title}`} columns={COLUMNS} values={totals} />
          ))}
        </tbody>
        <tfoot className={styles.totals}>
          <SalesRow label={t('sales.total')} columns={COLUMNS} values={sales.data.totals} />
        </tfoot>
      </table>
    </div>
  );
}
