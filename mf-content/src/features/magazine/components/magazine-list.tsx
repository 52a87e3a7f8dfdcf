import { useTranslation } from 'react-i18next';
import { buildPath } from 'shared-contracts/routes';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { useArticlesInfinite } from '../../../api/get-articles';
import { LoadMore } from '../../../lib/ui/load-more';
import { QueryState } from '../../../lib/ui/query-state';
import { ArticleTeaserCard } from '../../../lib/ui/article-teaser-card';
import { useArticleCategories } from '../api/get-article-categories';
import { useArticleTags } from '../api/get-article-tags';
import { MagazineHeader } from './magazine-header';
import { TagsIndex } from './tags-index';
import ui from '../../../lib/ui/ui.module.css';
import styles from './magazine.module.css';

type Ref = { slug: string; id: string };

/** Media library: all articles, one category, one tag, or the tags index; the header only for hosts without one. */
export function MagazineList({ category, tag, tagsIndex = false, withHeader = false }: { category?: Ref; tag?: Ref; tagsIndex?: boolean; withHeader?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const { data: categories = [] } = useArticleCategories(locale);
  const { data: tags = [] } = useArticleTags(locale);
  const list = useArticlesInfinite(locale, { category: category?.id, tag: tag?.id });
  const magazine = { label: t('magazine.title'), href: buildPath('magazine', locale) };
  const categoryName = category && categories.find((c) => String(c.id) === category.id)?.name;
  const tagName = tag && tags.find((c) => String(c.id) === tag.id)?.name;
  const title = tagsIndex ? t('magazine.topics') : tag ? t('magazine.tagTitle', { tag: tagName ?? tag.slug }) : (categoryName ?? t('magazine.title'));
  const crumbs = tagsIndex || tag || category ? [magazine, ...(tag ? [{ label: t('magazine.topics'), href: buildPath('magazine-tags', locale) }] : []), { label: title }] : [{ label: magazine.label }];
  const articles = list.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <div className={withHeader ? ui.wrap : ui.body}>
      {withHeader ? (
        <MagazineHeader activeCategoryId={category?.id} title={title} crumbs={crumbs} topicsActive={tagsIndex || Boolean(tag)} />
      ) : (
        (tag || tagsIndex) && <h2 className={ui.subTitle}>{title}</h2>
      )}
      {tagsIndex ? (
        <TagsIndex tags={tags} />
      ) : (
        <QueryState status={list.status} error={list.error} onRetry={() => void list.refetch()} skeleton="list">
          {articles.length === 0 ? (
            <p className={ui.message}>{t('magazine.empty')}</p>
          ) : (
            <ul className={`${ui.grid} ${styles.list}`}>
              {articles.map((article) => (
                <li key={article.id}>
                  <ArticleTeaserCard article={article} />
                </li>
              ))}
            </ul>
          )}
          <LoadMore hasMore={Boolean(list.hasNextPage)} loading={list.isFetchingNextPage} onLoad={() => void list.fetchNextPage()} label={t('common.loadMore')} />
        </QueryState>
      )}
    </div>
  );
}
