import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { getLatestPerCategoryQueryOptions } from '../../../api/get-articles';
import { str } from '../../../lib/module-data';
import type { ModuleViewProps } from './module-views';
import { TeaserCard } from '../../../lib/ui/teaser-card';
import { UnderHeading } from '../../../lib/ui/heading-level';
import styles from './teasers.module.css';

/** The chosen categories of a highlight teasers module (at most 20), one articles call each. */
export const highlightCategories = (data: Record<string, unknown>): number[] =>
  (Array.isArray(data.categories) ? data.categories : []).map(Number).filter(Boolean).slice(0, 20);

/** Highlight teasers: the latest magazine article of each chosen category. */
export function HighlightTeasersModule({ module }: ModuleViewProps) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const categories = highlightCategories(module.data);
  const { data } = useQuery(getLatestPerCategoryQueryOptions(locale, categories));
  const articles = (data ?? []).filter((a) => a !== null);
  const unique = articles.filter((a, i) => articles.findIndex((b) => b.id === a.id) === i);
  if (!unique.length) return null;
  const headline = str(module.data, 'headline');
  return (
    <section className={styles.list}>
      {headline && <h2 className={styles.listHeadline}>{headline}</h2>}
      <UnderHeading titled={Boolean(headline)}>
        <ul className={styles.grid}>
          {unique.map((article) => (
            <li key={article.id}>
              <TeaserCard image={article.image_obj} thumbnails={article.image_thumbnails} preline={article.category.name} headline={article.title} text={article.teaser_text} link={article.urls[locale]} linkText={t('common.readMore')} />
            </li>
          ))}
        </ul>
      </UnderHeading>
    </section>
  );
}
