import type { Locale } from 'shared-contracts/locales';
import type { Queryable } from '../db/types';
import { HttpError } from '../http/errors';

/** Why an event takes no tickets now, as the visitor reads it; null while it sells. */
export type NotOnSale = 'offline' | 'not_sold_online' | 'over' | 'stopped' | 'timeslot_closed';

const REASONS: Record<NotOnSale, string> = {
  offline: 'is offline and no longer on sale',
  not_sold_online: 'is not sold online',
  over: 'is over',
  stopped: 'is not on sale: the box office stopped its sales',
  timeslot_closed: 'is not on sale now: the sale window of its time slot is closed',
};

interface HeldEvent {
  event_id: number;
  title_de: string;
  title_en: string;
  is_online: boolean;
  mark: string;
  sales_stopped: boolean;
  over: boolean;
  slots_closed: boolean;
}

const reasonOf = (e: HeldEvent): NotOnSale | null =>
  !e.is_online ? 'offline' : e.mark !== 'show' ? 'not_sold_online' : e.over ? 'over' : e.sales_stopped ? 'stopped' : e.slots_closed ? 'timeslot_closed' : null;

/**
 * At checkout the events of a held cart are asked again: a hold taken before staff took the event offline, stopped
 * its sales or closed its time slot's sale window sells nothing. Answers 409 naming the event, the cart stays as it
 * is (the visitor removes that line or waits for the hold to lapse).
 */
export async function refuseHeldEventsNotOnSale(tx: Queryable, cartId: string, now: Date, locale: Locale): Promise<void> {
  const events = await tx.query<HeldEvent>(
    `SELECT e.id AS event_id, e.title_de, e.title_en, e.is_online, e.mark, e.sales_stopped,
            (coalesce(e.date_end, e.date_start) < $2) AS over,
            bool_or(t.id IS NOT NULL AND NOT ((t.sale_start IS NULL OR t.sale_start <= $2) AND (t.sale_end IS NULL OR t.sale_end > $2))) AS slots_closed
       FROM cart_lines cl JOIN events e ON e.id = cl.event_id LEFT JOIN timeslots t ON t.id = cl.timeslot_id
      WHERE cl.cart_id = $1
      GROUP BY e.id ORDER BY e.id`,
    [cartId, now.toISOString()],
  );
  for (const e of events) {
    const reason = reasonOf(e);
    if (!reason) continue;
    const title = (locale === 'en' ? e.title_en : e.title_de) || e.title_de;
    throw new HttpError(409, `cart: "${title}" ${REASONS[reason]}; remove it from the cart to buy the rest`, 'cart', { event_id: e.event_id, reason });
  }
}
