import { useTranslation } from 'react-i18next';
import type { DetailParts } from 'shared-contracts/entities';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { ArticleTeaserCard } from '../../../lib/ui/article-teaser-card';
import { Section } from './production-sections';
import ui from '../../../lib/ui/ui.module.css';
import styles from './production-parts.module.css';

export function ContributorsPart({ contributors }: { contributors: DetailParts['contributors'] }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  return (
    <Section id="production-contributors" title={t('productions.contributors')}>
      <dl className={styles.people}>
        {contributors.map((person) => (
          <div key={`${person.name}-${person.role}`}>
            <dt>{person.role}</dt>
            <dd>{person.urls ? <SiteLink href={person.urls[locale]}>{person.name}</SiteLink> : person.name}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** The production's magazine articles, as the same card the magazine and the blog module show. */
export function BlogPart({ articles }: { articles: DetailParts['articles'] }) {
  const { t } = useTranslation();
  return (
    <Section id="production-blog" title={t('productions.blog')}>
      <ul className={ui.grid}>
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleTeaserCard article={article} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function PromotersPart({ promoters }: { promoters: DetailParts['promoters'] }) {
  const { t } = useTranslation();
  return (
    <Section id="production-promoters" title={t('productions.promoters')}>
      <ul className={styles.logos}>
        {promoters.map((partner) => {
          const logo = <img src={partner.logo_url} alt={partner.name} loading="lazy" />;
          return (
            <li key={partner.name}>
              {partner.link ? (
                <a href={partner.link} target="_blank" rel="noopener noreferrer">
                  {logo}
                </a>
              ) : (
                logo
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
