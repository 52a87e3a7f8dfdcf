import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Event } from 'shared-contracts/entities';
import { isEventOver } from 'shared-contracts/event-rules';
import { buildPath } from 'shared-contracts/routes';
import { formatTime } from 'shared-contracts/berlin-time';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useRenderTime } from 'site-config/remote-kit/render-clock';
import { formatDate } from 'shared-contracts/berlin-time';
import { useReveal } from '../lib/use-reveal';
import styles from './event-card.module.css';
import { altBesideText } from '../lib/alt-beside-text';

interface EventCardProps {
  event: Event;
  /** The booking area under the card (the booking widget), when the visitor opened it. */
  children?: ReactNode;
  ticketsOpen?: boolean;
  onToggleTickets?(): void;
  /** Lists outside the day-grouped programme (series, child events) show the date as well as the time. */
  withDate?: boolean;
}

export function EventCard({ event, children, ticketsOpen = false, onToggleTickets, withDate = false }: EventCardProps) {
  const { t } = useTranslation();
  const { locale, host } = useSlot();
  const now = useRenderTime();
  const reveal = useReveal<HTMLElement>();
  const href = buildPath('events-slug-id', locale, { slug: event.slug, id: String(event.id) });
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    host.navigate(href);
  };
  const place = [event.room?.name, event.venue?.name].filter(Boolean).join(' · ');
  // A stopped sale takes no holds, so the card offers no ticket button and says why instead.
  const bookable = event.mark === 'show' && event.id_jet !== null && !event.is_sold_out && !event.sales_stopped && !isEventOver(event, now) && event.seat_groups.length > 0;
  const image = event.image_thumbnails?.medium ?? event.image_obj?.url;
  return (
    <article ref={reveal.ref} className={reveal.revealed ? styles.cardShown : styles.card} aria-labelledby={`event-${event.id}-title`}>
      <div className={styles.media}>
        {image ? <img className={styles.image} src={image} alt={altBesideText(event.image_obj?.alt, event.title)} loading="lazy" /> : null}
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <time dateTime={event.date_start} className={styles.time}>
            {withDate ? `${formatDate(event.date_start, locale)}, ` : ''}
            {formatTime(event.date_start, locale)}
          </time>
          {event.event_type_new ? <span className={styles.type}>{event.event_type_new}</span> : null}
        </p>
        {event.preline ? <p className={styles.preline}>{event.preline}</p> : null}
        <h3 id={`event-${event.id}-title`} className={styles.title}>
          <a href={href} onClick={open} className={styles.titleLink}>
            {event.title}
          </a>
        </h3>
        {event.subtitle ? <p className={styles.subtitle}>{event.subtitle}</p> : null}
        {place ? <p className={styles.place}>{place}</p> : null}
        <div className={styles.actions}>
          {event.is_free ? <span className={styles.badge}>{t('card.free')}</span> : null}
          {event.is_sold_out ? <span className={styles.badgeMuted}>{t('card.soldOut')}</span> : null}
          {event.sales_stopped && !event.is_sold_out ? <span className={styles.badgeMuted}>{t('card.salesStopped')}</span> : null}
          {bookable && onToggleTickets ? (
            <button
              type="button"
              className={styles.ticketButton}
              aria-expanded={ticketsOpen}
              aria-label={ticketsOpen ? t('card.closeTickets') : t('card.ticketsFor', { title: event.title })}
              onClick={onToggleTickets}
            >
              {ticketsOpen ? t('card.closeTickets') : t('card.tickets')}
            </button>
          ) : null}
          <a href={href} onClick={open} className={styles.detailLink} aria-label={t('card.detailsOf', { title: event.title })}>
            {t('card.details')}
          </a>
        </div>
      </div>
      {children ? (
        <div className={styles.booking} data-sticky-clear="">
          {children}
        </div>
      ) : null}
    </article>
  );
}
