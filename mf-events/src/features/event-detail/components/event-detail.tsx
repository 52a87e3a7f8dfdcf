import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createBus } from 'shared-contracts/events';
import { buildPath } from 'shared-contracts/routes';
import { formatDate } from 'shared-contracts/berlin-time';
import { formatTime } from 'shared-contracts/berlin-time';
import { HttpError } from 'site-config/remote-kit/http';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { BookingSlot } from '../../../components/booking-slot';
import { useAnnounceAlternateUrls } from 'site-config/remote-kit/use-announce-alternate-urls';
import { useEvent } from '../api/get-event';
import { DetailSections } from './detail-sections';
import { EventActions } from './event-actions';
import { EventPlace, EventVenue } from './event-where';
import styles from './event-detail.module.css';

const TICKETS_ANCHOR = 'tickets';
/** Hash targets sit this far below the top, clear of the sticky header. */
const SCROLL_OFFSET = 130;

/**
 * "Tickets buchen" leads to this event's own ticket choice on the page (never to an empty cart): it scrolls to the
 * booking widget and asks it to open and take the focus.
 */
function openTickets(e: MouseEvent<HTMLAnchorElement>, widgetId: string) {
  const target = document.getElementById(TICKETS_ANCHOR);
  if (!target) return;
  e.preventDefault();
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET, behavior: reduced ? 'auto' : 'smooth' });
  history.replaceState(history.state, '', `#${TICKETS_ANCHOR}`);
  createBus().emit('booking.open-requested', { widgetId });
}

export function EventDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale, host } = useSlot();
  const query = useEvent(locale, id);
  useAnnounceAlternateUrls(query.data?.urls);
  const listPath = buildPath('events', locale);
  const toList = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    host.navigate(listPath);
  };

  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" className={styles.skeleton}>
        <span className={styles.visuallyHidden}>{t('detail.loading')}</span>
        <div className={styles.skelLine} aria-hidden="true" />
        <div className={styles.skelTitle} aria-hidden="true" />
        <div className={styles.skelImage} aria-hidden="true" />
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof HttpError && query.error.status === 404;
    return (
      <div role="alert" className={styles.message}>
        <p>{missing ? t('detail.notFound') : t('detail.loadError')}</p>
        <a href={listPath} onClick={toList} className={styles.back}>
          {t('detail.backToList')}
        </a>
      </div>
    );
  }

  const event = query.data;
  const bookable = event.mark === 'show' && event.id_jet !== null && event.seat_groups.length > 0;
  const image = event.image_thumbnails?.large ?? event.image_obj?.url;
  const widgetId = `detail-${event.id}`;
  return (
    <article className={styles.detail} aria-labelledby="event-detail-title">
      <a href={listPath} onClick={toList} className={styles.back}>
        <span aria-hidden="true">←</span>
        {t('detail.backToList')}
      </a>
      <header className={styles.header}>
        <div className={styles.intro}>
          {event.preline ? <p className={styles.preline}>{event.preline}</p> : null}
          <h1 id="event-detail-title" className={styles.title}>
            {event.title}
          </h1>
          {event.subtitle ? <p className={styles.subtitle}>{event.subtitle}</p> : null}
          <dl className={styles.facts}>
            <div>
              <dt>{t('detail.when')}</dt>
              <dd>
                <time dateTime={event.date_start}>
                  {formatDate(event.date_start, locale)}, {formatTime(event.date_start, locale)}
                </time>
                {event.entry_time ? (
                  <>
                    <br />
                    <time dateTime={event.entry_time} data-entry-time="">
                      {t('detail.entryFrom', { time: formatTime(event.entry_time, locale) })}
                    </time>
                  </>
                ) : null}
              </dd>
            </div>
            <EventPlace event={event} />
            {event.event_type_new ? (
              <div>
                <dt>{t('detail.type')}</dt>
                <dd>{event.event_type_new}</dd>
              </div>
            ) : null}
          </dl>
          {bookable ? (
            <a className={styles.book} href={`#${TICKETS_ANCHOR}`} onClick={(e) => openTickets(e, widgetId)} data-booking-cta="" data-sticky-clear="">
              {t('detail.bookTickets')}
            </a>
          ) : null}
          <EventActions event={event} />
        </div>
        {image ? <img className={styles.image} src={image} alt={event.image_obj?.alt ?? ''} /> : null}
      </header>
      {bookable ? (
        <section id={TICKETS_ANCHOR} data-sticky-clear="" className={styles.booking} aria-label={t('card.ticketsFor', { title: event.title })}>
          <BookingSlot eventId={event.id} widgetId={widgetId} headingLevel={2} />
        </section>
      ) : null}
      <DetailSections event={event} />
      <EventVenue event={event} />
    </article>
  );
}
