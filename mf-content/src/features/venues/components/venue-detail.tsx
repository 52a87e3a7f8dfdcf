import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useVenue } from '../../../api/get-venue';
import { Picture } from '../../../lib/picture';
import { Breadcrumb } from '../../../lib/ui/breadcrumb';
import { EventRows } from '../../../lib/ui/event-rows';
import { UnderHeading } from '../../../lib/ui/heading-level';
import { QueryState } from '../../../lib/ui/query-state';
import ui from '../../../lib/ui/ui.module.css';
import { useAnnounceAlternateUrls } from 'site-config/remote-kit/use-announce-alternate-urls';
import { CmsHtml } from '../../../lib/cms-html';

/** Staff type the accessibility text as plain text: a blank line starts a new paragraph. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

export function VenueDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const query = useVenue(locale, id);
  useAnnounceAlternateUrls(query.data?.urls);
  const venue = query.data;
  const route = venue ? `https://www.openstreetmap.org/directions?to=${venue.lat}%2C${venue.lng}` : '';
  return (
    <article className={ui.wrap}>
      <QueryState status={query.status} error={query.error} onRetry={() => void query.refetch()}>
        {venue && (
          <>
            <Breadcrumb items={[{ label: venue.name }]} />
            <p className={ui.kicker}>{t('modules.venue')}</p>
            <h1 className={ui.title}>{venue.name}</h1>
            {venue.image_obj && (
              <figure className={ui.heroImage} style={{ margin: '0 0 2rem' }}>
                <Picture image={venue.image_obj} eager />
              </figure>
            )}
            <CmsHtml className={ui.prose} html={venue.description} />
            <dl className={ui.facts} style={{ marginTop: '1.5rem' }}>
              <dt>{t('venue.address')}</dt>
              <dd>
                <address style={{ fontStyle: 'normal' }}>
                  {venue.street}, {venue.zip} {venue.city}
                </address>
              </dd>
              {venue.rooms.length > 0 && (
                <>
                  <dt>{t('venue.rooms')}</dt>
                  <dd>{venue.rooms.map((r) => r.name).join(', ')}</dd>
                </>
              )}
            </dl>
            <a className={ui.secondaryButton} href={route} target="_blank" rel="noopener noreferrer">
              {t('venue.route')} <span className={ui.visuallyHidden}>{t('common.newWindow')}</span>
            </a>
            {venue.accessibility.trim() && (
              <section className={ui.section} aria-labelledby="venue-accessibility">
                <h2 id="venue-accessibility" className={ui.sectionTitle}>
                  {t('venue.accessibility')}
                </h2>
                <div className={ui.prose}>
                  {paragraphs(venue.accessibility).map((text, i) => (
                    <p key={i}>{text}</p>
                  ))}
                </div>
              </section>
            )}
            {venue.events.length > 0 && (
              <section className={ui.section} aria-labelledby="venue-events">
                <h2 id="venue-events" className={ui.sectionTitle}>
                  {t('venue.events')}
                </h2>
                <UnderHeading>
                  <EventRows events={venue.events.slice(0, 20)} />
                </UnderHeading>
              </section>
            )}
          </>
        )}
      </QueryState>
    </article>
  );
}
