import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useArticlesTeaser } from '../../../api/get-articles-teaser';
import { str } from '../../../lib/module-data';
import type { ModuleViewProps } from './module-views';
import { ArticleTeaserCard } from '../../../lib/ui/article-teaser-card';
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
              <ArticleTeaserCard article={article} />
            </li>
          ))}
        </ul>
      </UnderHeading>
    </section>
  );
}
