import { formatTime } from 'shared-contracts/berlin-time';
import { PRODUCT_NAME } from 'shared-contracts/locales';
import type { Order } from 'shared-contracts/orders';
import { orderText } from './order-texts';

// Without an end in the programme, a calendar entry lasts two hours, the usual length of an evening event.
const DEFAULT_LENGTH_MS = 2 * 3600 * 1000;

const utc = (iso: string | Date) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
/** RFC 5545 text: backslash, semicolon, comma and line ends escaped. */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (a line end and one space), without splitting a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char) > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The order as a calendar file: one entry per event and admission time, with venue, address and room as the
 * location and the important information in the description, in the order's language. Times are UTC, so every
 * calendar shows them right without a time-zone block.
 */
export function orderCalendar(order: Order, siteUrl: string, now: Date): string {
  const seen = new Map<string, Order['tickets'][number]>();
  for (const ticket of order.tickets) seen.set(`${ticket.event.id}|${ticket.time_start ?? ''}`, ticket);
  const l = order.locale;
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${PRODUCT_NAME}//Tickets//${l.toUpperCase()}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const [key, ticket] of seen) {
    const { where } = ticket.event;
    const start = ticket.time_start ?? ticket.event.date_start;
    const end = where.date_end && new Date(where.date_end) > new Date(start) ? where.date_end : new Date(new Date(start).getTime() + DEFAULT_LENGTH_MS);
    const count = order.tickets.filter((t) => `${t.event.id}|${t.time_start ?? ''}` === key).length;
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
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
