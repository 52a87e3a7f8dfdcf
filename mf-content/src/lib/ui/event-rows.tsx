import { useTranslation } from 'react-i18next';
import type { Event } from 'shared-contracts/entities';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { formatDateTime } from 'shared-contracts/berlin-time';
import { RemoteSlot } from 'site-config/remote-kit/remote-slot';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { useHeadingLevel, type HeadingLevel } from './heading-level';
import styles from './event-rows.module.css';

/** A list of dates; with `booking`, each bookable show gets mf-booking's widget (mounted through the federation runtime). */
export function EventRows({ events, ticketUrl = null, booking = false }: { events: Event[]; ticketUrl?: string | null; booking?: boolean }) {
  const { t } = useTranslation();
  const slot = useSlot();
  const { locale } = slot;
  const level = useHeadingLevel();
  const Heading = `h${level}` as const;
  return (
    <ol className={styles.events}>
      {events.map((event) => (
        <li key={event.id} className={styles.event}>
          <time className={styles.eventDate} dateTime={event.date_start}>
            {formatDateTime(event.date_start, locale)}
          </time>
          <div>
            <Heading className={styles.eventTitle}>
              <SiteLink href={event.urls[locale]}>{event.title}</SiteLink>
            </Heading>
            <p className={styles.eventMeta}>{[event.event_type_new, event.venue?.name, event.room?.name].filter(Boolean).join(' · ')}</p>
          </div>
          {booking && event.mark === 'show' && event.id_jet !== null && (
            <div className={styles.eventWidget}>
              <RemoteSlot
                remote="mf_booking"
                slot="BookingWidget"
                props={{ locale, host: slot.host, auth: slot.auth, settings: slot.settings, query: slot.query, eventId: event.id, widgetId: `production-${event.id}`, startClosed: true, headingLevel: Math.min(level + 1, 6) as HeadingLevel }}
                skeleton={null}
                fallback={() => (
                  <p className={styles.fallback} role="note">
                    {t('common.widgetFallback')}{' '}
                    {(event.ticket_url ?? ticketUrl) && <SiteLink href={(event.ticket_url ?? ticketUrl)!}>{t('common.bookTickets')}</SiteLink>}
                  </p>
                )}
              />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
