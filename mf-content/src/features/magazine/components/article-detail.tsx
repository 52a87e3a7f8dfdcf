import { useTranslation } from 'react-i18next';
import { buildPath } from 'shared-contracts/routes';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { formatDate, formatDateTime } from 'shared-contracts/berlin-time';
import { Picture } from '../../../lib/picture';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { Breadcrumb } from '../../../lib/ui/breadcrumb';
import { QueryState } from '../../../lib/ui/query-state';
import { useArticle } from '../api/get-article';
import ui from '../../../lib/ui/ui.module.css';
import styles from './magazine.module.css';
import { useAnnounceAlternateUrls } from 'site-config/remote-kit/use-announce-alternate-urls';
import { CmsHtml } from '../../../lib/cms-html';

export function ArticleDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const query = useArticle(locale, id);
  useAnnounceAlternateUrls(query.data?.urls);
  const article = query.data;
  return (
    <article className={ui.wrap}>
      <QueryState status={query.status} error={query.error} onRetry={() => void query.refetch()}>
        {article && (
          <>
            <Breadcrumb
              items={[
                { label: t('magazine.title'), href: buildPath('magazine', locale) },
                { label: article.category.name, href: buildPath('magazine-categories-category-id', locale, { category: article.category.slug, id: String(article.category.id) }) },
                { label: article.title },
              ]}
            />
            <header className={styles.articleHeader}>
              {article.state && (
                // Only a staff session gets an article visitors do not: say plainly that this is not what they see.
                <p className={styles.stateBadge}>
                  {article.state === 'scheduled' && article.publish_at
                    ? t('magazine.scheduled', { at: formatDateTime(article.publish_at, locale) })
                    : t('magazine.draft')}
                </p>
              )}
              <p className={ui.kicker}>{article.category.name}</p>
              <h1 className={ui.title}>{article.title}</h1>
              <p className={styles.byline}>
                <time dateTime={article.date}>{formatDate(`${article.date}T12:00:00Z`, locale)}</time>
                {article.author && <span>{t('magazine.by', { author: article.author })}</span>}
              </p>
              <p className={ui.lead}>{article.teaser_text}</p>
            </header>
            {article.image_obj && (
              <figure className={`${ui.heroImage} ${styles.articleImage}`}>
                <Picture image={article.image_obj} thumbnails={article.image_thumbnails} eager />
                {article.image_obj.copyright && <figcaption className={styles.copyright}>© {article.image_obj.copyright}</figcaption>}
              </figure>
            )}
            <CmsHtml className={ui.prose} html={article.body} />
            {article.tags.length > 0 && (
              <ul className={styles.tags} aria-label={t('magazine.tags')}>
                {article.tags.map((tag) => (
                  <li key={tag.id}>
                    <SiteLink href={buildPath('magazine-tags-tag-id', locale, { tag: tag.slug, id: String(tag.id) })} className={styles.tag}>
                      #{tag.name}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </article>
  );
}
