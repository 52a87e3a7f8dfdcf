import { useTranslation } from 'react-i18next';
import type { Partner } from 'shared-contracts/entities';
import styles from './event-detail.module.css';
import parts from './detail-parts.module.css';

/** Sponsor or promoter logos; a logo with a link opens the partner's site. */
export function PartnersSection({ kind, partners }: { kind: 'sponsors' | 'promoters'; partners: Partner[] }) {
  const { t } = useTranslation();
  const id = `event-${kind}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {t(`detail.${kind}`)}
      </h2>
      <ul className={parts.logos}>
        {partners.map((partner) => {
          const logo = <img src={partner.logo_url} alt={partner.name} loading="lazy" />;
          return (
            <li key={partner.name}>
              {partner.link ? (
                <a className={parts.logo} href={partner.link} target="_blank" rel="noopener noreferrer">
                  {logo}
                </a>
              ) : (
                <span className={parts.logo}>{logo}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
