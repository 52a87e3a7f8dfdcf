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

/**
 * The event's "where" facts: room and venue, the venue leading to its own page, with its address, a route planner
 * (OpenStreetMap, in a new window) and, when the venue has one, its accessibility note. Without a venue the room's
 * name stays plain text, as it has nowhere to lead.
 */
export function EventWhere({ event }: { event: EventDetail }) {
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
  const venuePath = buildPath('venues-slug-id', locale, { slug: location.slug, id: String(location.id) });
  const address = addressLine(location);
  const access = paragraphs(location.accessibility);
  return (
    <>
      <div>
        <dt>{t('detail.where')}</dt>
        <dd className={styles.where}>
          <span>
            {event.room ? `${event.room.name}, ` : null}
            <SiteLink href={venuePath} className={styles.venueLink}>
              {location.name}
            </SiteLink>
          </span>
          {address ? <address className={styles.address}>{address}</address> : null}
          <a className={styles.routeLink} href={directionsUrl(location)} target="_blank" rel="noopener noreferrer">
            {t('detail.route', { place: location.name })}
            <span className={styles.visuallyHidden}> {t('detail.routeHint')}</span>
          </a>
        </dd>
      </div>
      {access.length > 0 ? (
        <div>
          <dt>{t('detail.accessibility')}</dt>
          <dd className={styles.accessNote}>
            {access.map((text, i) => (
              <p key={i}>{text}</p>
            ))}
          </dd>
        </div>
      ) : null}
    </>
  );
}
