import { useTranslation } from 'react-i18next';
import type { EventDetail } from 'shared-contracts/entities';
import { buildPath } from 'shared-contracts/routes';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { addressLine, directionsUrl } from '../../../lib/directions';
import styles from './event-detail.module.css';

/** Staff type the accessibility note as plain text: a blank line starts a new paragraph. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

const venuePath = (location: NonNullable<EventDetail['location']>, locale: 'de' | 'en') =>
  buildPath('venues-slug-id', locale, { slug: location.slug, id: String(location.id) });

/**
 * The "where" fact beside the date: room and venue, the venue leading to its own page. It stays one line, so the
 * ticket button under the facts keeps its place on a phone's first screen. Without a venue the room's name stays
 * plain text, as it has nowhere to lead.
 */
export function EventPlace({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const location = event.location ?? null;
  if (!location) {
    const place = [event.room?.name, event.venue?.name].filter(Boolean).join(', ');
    return place ? (
      <div>
        <dt>{t('detail.where')}</dt>
        <dd>{place}</dd>
      </div>
    ) : null;
  }
  return (
    <div>
      <dt>{t('detail.where')}</dt>
      <dd>
        <span>
          {event.room ? `${event.room.name}, ` : null}
          <SiteLink href={venuePath(location, locale)} className={styles.venueLink}>
            {location.name}
          </SiteLink>
        </span>
      </dd>
    </div>
  );
}

/**
 * Getting there, after what the event is about: the venue's address, a route planner (OpenStreetMap, in a new
 * window) and, when the venue has one, its accessibility note.
 */
export function EventVenue({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const location = event.location ?? null;
  if (!location) return null;
  const address = addressLine(location);
  const access = paragraphs(location.accessibility);
  return (
    <section className={styles.section} aria-labelledby="event-venue-title">
      <h2 id="event-venue-title" className={styles.sectionTitle}>
        {t('detail.gettingThere')}
      </h2>
      {/* A div, not a p: an address inside a paragraph closes it in the browser's parser, and hydration would miss. */}
      <div className={styles.where}>
        <strong>{location.name}</strong>
        {address ? <address className={styles.address}>{address}</address> : null}
        <a className={styles.routeLink} href={directionsUrl(location)} target="_blank" rel="noopener noreferrer">
          {t('detail.route', { place: location.name })}
          <span className={styles.visuallyHidden}> {t('detail.routeHint')}</span>
        </a>
      </div>
      {access.length > 0 ? (
        <div className={styles.accessNote}>
          <h3 className={styles.accessTitle}>{t('detail.accessibility')}</h3>
          {access.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </div>
      ) : null}
    </section>
  );
}
