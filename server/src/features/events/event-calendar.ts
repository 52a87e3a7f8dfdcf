import type { FastifyInstance } from 'fastify';
import type { Event } from 'shared-contracts/entities';
import { type Locale, PRODUCT_NAME } from 'shared-contracts/locales';
import type { TicketWhere } from 'shared-contracts/orders';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { forLocales } from '../../http/locale-routes';
import { parseInput } from '../../http/validate';
import { loadWhereabouts, NOWHERE } from '../../lib/event-whereabouts';
import { plainText } from '../../lib/plain-text';
import { icsEnd, icsFile, icsText, icsUtc } from '../../lib/ics';
import { loadEvents } from '../../lib/load-events';
import { pathIdSchema } from '../../lib/query-params';
import { siteUrl } from '../../lib/site-url';

/** A calendar's description is read in a small box: the subtitle, else the text's opening, cut at a word. */
const DESCRIPTION_CHARS = 240;

function shortDescription(event: Event): string {
  const text = (event.subtitle.trim() || plainText(event.description).replace(/\n/g, ' ')).trim();
  if (text.length <= DESCRIPTION_CHARS) return text;
  const cut = text.slice(0, DESCRIPTION_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_CHARS / 2)).trimEnd()} …`;
}

/**
 * One event as a calendar file, in `locale`: its start and end (UTC), title, where (venue, room, address), a short
 * description and the address of its page. The UID names the event only, so importing the file again after a change
 * updates the entry instead of adding a second one.
 */
export function eventCalendar(event: Event, where: TicketWhere, site: string, locale: Locale, now: Date): string {
  const pageUrl = `${site}${event.urls[locale]}`;
  const description = [shortDescription(event), pageUrl].filter(Boolean).join('\n\n');
  const location = [where.venue, where.room, where.address].filter(Boolean).join(', ');
  return icsFile([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${PRODUCT_NAME}//Programm//${locale.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${new URL(site).hostname}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(event.date_start)}`,
    `DTEND:${icsUtc(icsEnd(event.date_start, event.date_end))}`,
    `SUMMARY:${icsText(event.title)}`,
    ...(location ? [`LOCATION:${icsText(location)}`] : []),
    `DESCRIPTION:${icsText(description)}`,
    `URL:${pageUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
}

/** A file name of the slug's letters, digits and hyphens only, so the header needs no quoting rules. */
const fileName = (event: Event) => `${event.slug.replace(/[^A-Za-z0-9-]+/g, '') || 'event'}-${event.id}.ics`;

/** GET /{locale}/api/events/{id}/calendar.ics: the event as a calendar file to download; 404 for an unknown or offline event. */
export function registerEventCalendar(app: FastifyInstance, ctx: AppContext): void {
  forLocales(app, 'GET', '/api/events/:id/calendar.ics', async (request, reply, locale) => {
    const { id } = parseInput(pathIdSchema, request.params, 'params');
    const now = ctx.clock.now();
    const [event] = await loadEvents(ctx.db, locale, [id], now);
    if (!event) throw notFound('event');
    const where = (await loadWhereabouts(ctx.db, [id], locale)).get(id) ?? NOWHERE;
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName(event)}"`)
      .send(eventCalendar(event, where, siteUrl(ctx, request), locale, now));
  });
}
