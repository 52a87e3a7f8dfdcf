import type { TFunction } from 'i18next';
import type { CheckInAnswer } from 'shared-contracts/box-office';
import { formatDate, formatDateTime, formatTime } from 'shared-contracts/berlin-time';
import type { Locale } from 'shared-contracts/locales';

/** The sentence under a scan's result: why it was refused, naming the date and slot the ticket is for. */
export function reasonOf({ result, ticket }: CheckInAnswer, t: TFunction, locale: Locale): string {
  if (result === 'unknown') return t('checkIn.unknownText');
  if (!ticket) return '';
  const event = ticket.event;
  switch (result) {
    case 'already_checked_in':
      return ticket.checked_in_at ? t('checkIn.alreadyAt', { time: formatTime(ticket.checked_in_at, locale), by: ticket.checked_in_by ?? '?' }) : '';
    case 'other_event':
      return t('checkIn.otherEventIs', { title: event.title, date: formatDateTime(ticket.time_start ?? event.date_start, locale) });
    case 'other_day':
      return t('checkIn.otherDayIs', { title: event.title, date: formatDate(event.date_start, locale), time: formatTime(ticket.time_start ?? event.date_start, locale) });
    case 'other_slot':
      return t('checkIn.otherSlotIs', { slot: formatTime(ticket.time_start ?? event.date_start, locale), date: formatDate(ticket.time_start ?? event.date_start, locale) });
    case 'unpaid':
      return t('checkIn.unpaidText', { order: ticket.order_code });
    case 'cancelled':
      return t('checkIn.cancelledText');
    case 'revoked':
      return t('checkIn.revokedText');
    case 'no_reentry':
      return t('checkIn.noReentryText', { time: ticket.left_at ? formatTime(ticket.left_at, locale) : '?' });
    case 'exited':
      return t('checkIn.exitedText', { time: ticket.left_at ? formatTime(ticket.left_at, locale) : '?' });
    case 'not_inside':
      return t('checkIn.notInsideText');
    default:
      return '';
  }
}
