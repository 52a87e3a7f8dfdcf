import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useVenue } from '../../../api/get-venue';
import { str, venueId } from '../../../lib/module-data';
import { Picture } from '../../../lib/picture';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { ModuleList } from './module-tree';
import type { ModuleViewProps } from './module-views';
import { UnderHeading, useHeadingLevel } from '../../../lib/ui/heading-level';
import styles from './venue-module.module.css';

/** A venue card with address and a link to its detail page, loaded by id. */
export function VenueModule({ module }: ModuleViewProps) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const { data: venue } = useVenue(locale, venueId(module.data));
  const Heading = `h${useHeadingLevel()}` as const;
  if (!venue) return null;
  return (
    <article className={styles.venue}>
      {venue.image_obj && <Picture image={venue.image_obj} format="medium" className={styles.image} alt="" />}
      <div className={styles.body}>
        <p className={styles.kicker}>{t('modules.venue')}</p>
        <Heading className={styles.name}>
          <SiteLink href={venue.urls[locale]} className={styles.link}>
            {venue.name}
          </SiteLink>
        </Heading>
        <address className={styles.address}>
          {venue.street}
          <br />
          {venue.zip} {venue.city}
        </address>
      </div>
    </article>
  );
}

export function VenueListModule({ module }: ModuleViewProps) {
  const headline = str(module.data, 'headline');
  return (
    <section className={styles.list}>
      {headline && <h2 className={styles.listHeadline}>{headline}</h2>}
      <div className={styles.grid}>
        <UnderHeading titled={Boolean(headline)}>
          <ModuleList modules={module.children} />
        </UnderHeading>
      </div>
    </section>
  );
}
