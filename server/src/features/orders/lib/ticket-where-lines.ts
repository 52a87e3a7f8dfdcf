import { formatTime } from 'shared-contracts/berlin-time';
import type { Locale } from 'shared-contracts/locales';
import type { OrderTicket } from 'shared-contracts/orders';
import { orderText } from './order-texts';

/**
 * The "where and when" rows of one ticket for the PDF and the e-mail: venue with address, room, and admission
 * (the ticket's timeslot, else when the doors open). Rows the programme leaves empty are left out.
 */
export function ticketWhereRows(ticket: OrderTicket, locale: Locale): Array<[string, string]> {
  const { where } = ticket.event;
  const rows: Array<[string, string]> = [];
  const place = [where.venue, where.address].filter(Boolean).join(', ');
  if (place) rows.push([orderText(locale, 'venue'), place]);
  if (where.room) rows.push([orderText(locale, 'room'), where.room]);
  const admission = ticket.time_start ?? where.entry_time;
  if (admission) rows.push([orderText(locale, 'admission'), formatTime(admission, locale)]);
  return rows;
}
