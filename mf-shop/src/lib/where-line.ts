import type { TFunction } from 'i18next';
import { formatTime } from 'shared-contracts/berlin-time';
import type { Locale } from 'shared-contracts/locales';
import type { TicketWhere } from 'shared-contracts/orders';

/**
 * One line saying where and when a ticket takes its holder (checkout and order page): venue and room, address, and
 * admission (the timeslot, else when the doors open). Empty when the programme says none of it.
 */
export function whereLine(where: TicketWhere | undefined, timeStart: string | null, t: TFunction, locale: Locale): string {
  if (!where) return '';
  const admission = timeStart ?? where.entry_time;
  return [[where.venue, where.room].filter(Boolean).join(', '), where.address, admission ? t('where.admission', { time: formatTime(admission, locale) }) : '']
    .filter(Boolean)
    .join(' · ');
}
