import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useArticlesTeaser } from '../../../api/get-articles-teaser';
import { formatDate } from 'shared-contracts/berlin-time';
import { str } from '../../../lib/module-data';
import type { ModuleViewProps } from './module-views';
import { TeaserCard } from '../../../lib/ui/teaser-card';
import { UnderHeading } from '../../../lib/ui/heading-level';
import styles from './teasers.module.css';

/** Blog teaser list: the chosen magazine articles (1 to 8) in the editor's order. */
export function BlogTeaserListModule({ module }: ModuleViewProps) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const { data = [] } = useArticlesTeaser(locale);
  const ids = (Array.isArray(module.data.items) ? module.data.items : []).map(Number).slice(0, 8);
  const articles = ids.map((id) => data.find((a) => a.id === id)).filter((a) => a !== undefined);
  if (!articles.length) return null;
  const headline = str(module.data, 'headline') || t('modules.blog');
  return (
    <section className={styles.list}>
      <h2 className={styles.listHeadline}>{headline}</h2>
      <UnderHeading>
        <ul className={styles.grid}>
          {articles.map((article) => (
            <li key={article.id}>
              <TeaserCard
                image={article.image_obj}
                thumbnails={article.image_thumbnails}
                preline={article.category.name}
                headline={article.title}
                text={article.teaser_text}
                link={article.urls[locale]}
                linkText={t('common.readMore')}
                meta={<time dateTime={article.date}>{formatDate(`${article.date}T12:00:00Z`, locale)}</time>}
              />
            </li>
          ))}
        </ul>
      </UnderHeading>
    </section>
  );
}
