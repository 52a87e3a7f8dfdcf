import { formatTime } from 'shared-contracts/berlin-time';
import { PRODUCT_NAME } from 'shared-contracts/locales';
import type { Order } from 'shared-contracts/orders';
import { icsEnd, icsFile, icsText as text, icsUtc as utc } from '../../../lib/ics';
import { orderText } from './order-texts';

/**
 * The order as a calendar file: one entry per event and admission time, with venue, address and room as the
 * location and the important information in the description, in the order's language.
 */
export function orderCalendar(order: Order, siteUrl: string, now: Date): string {
  const seen = new Map<string, Order['tickets'][number]>();
  const tickets = order.tickets.filter((t) => t.status === 'valid');
  for (const ticket of tickets) seen.set(`${ticket.event.id}|${ticket.time_start ?? ''}`, ticket);
  const l = order.locale;
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${PRODUCT_NAME}//Tickets//${l.toUpperCase()}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const [key, ticket] of seen) {
    const { where } = ticket.event;
    const start = ticket.time_start ?? ticket.event.date_start;
    const end = icsEnd(start, where.date_end);
    const count = tickets.filter((t) => `${t.event.id}|${t.time_start ?? ''}` === key).length;
    const description = [
      `${orderText(l, 'order')} ${order.code} · ${count} × ${orderText(l, 'ticket')}`,
      where.entry_time && !ticket.time_start ? `${orderText(l, 'admission')}: ${formatTime(where.entry_time, l)}` : '',
      where.important_info ? `${orderText(l, 'importantInfo')}:\n${where.important_info}` : '',
      `${siteUrl}${order.order_url}`,
    ].filter(Boolean);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${order.code}-${ticket.event.id}-${utc(start)}@${new URL(siteUrl).hostname}`,
      `DTSTAMP:${utc(now)}`,
      `DTSTART:${utc(start)}`,
      `DTEND:${utc(end)}`,
      `SUMMARY:${text(ticket.event.title)}`,
      ...(where.venue || where.address || where.room ? [`LOCATION:${text([where.venue, where.room, where.address].filter(Boolean).join(', '))}`] : []),
      `DESCRIPTION:${text(description.join('\n\n'))}`,
      `URL:${siteUrl}${order.order_url}`,
      ...(order.status === 'cancelled' ? ['STATUS:CANCELLED'] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return icsFile(lines);
}
