import { useTranslation } from 'react-i18next';
import type { ArticleTeaser } from 'shared-contracts/entities';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { SiteLink } from 'site-config/remote-kit/site-link';
import styles from './event-detail.module.css';
import parts from './detail-parts.module.css';

/** Magazine articles related to the event. */
export function BlogSection({ articles }: { articles: ArticleTeaser[] }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  return (
    <section className={styles.section} aria-labelledby="event-blog">
      <h2 id="event-blog" className={styles.sectionTitle}>
        {t('detail.blog')}
      </h2>
      <ul className={parts.articles}>
        {articles.map((article) => {
          const href = article.urls[locale];
          const image = article.image_thumbnails?.medium ?? article.image_obj?.url;
          return (
            <li key={article.id}>
              {image ? <img src={image} alt="" loading="lazy" /> : null}
              <p className={parts.kicker}>{article.category.name}</p>
              <h3 className={parts.articleTitle}>
                <SiteLink href={href} className={parts.link}>
                  {article.title}
                </SiteLink>
              </h3>
              <p style={{ margin: 0 }}>{article.teaser_text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
