import { useTranslation } from 'react-i18next';
import type { Contributor } from 'shared-contracts/entities';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { SiteLink } from 'site-config/remote-kit/site-link';
import styles from './event-detail.module.css';
import parts from './detail-parts.module.css';

/** Who takes part and in which role; team members link to their page. */
export function ContributorsSection({ contributors }: { contributors: Contributor[] }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  return (
    <section className={styles.section} aria-labelledby="event-contributors">
      <h2 id="event-contributors" className={styles.sectionTitle}>
        {t('detail.contributors')}
      </h2>
      <dl className={parts.people}>
        {contributors.map((person) => {
          const href = person.urls?.[locale];
          return (
            <div key={`${person.name}-${person.role}`}>
              <dt>{person.role}</dt>
              <dd>
                {href ? (
                  <SiteLink href={href} className={parts.link}>
                    {person.name}
                  </SiteLink>
                ) : (
                  person.name
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
