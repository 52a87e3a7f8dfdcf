import { useTranslation } from 'react-i18next';
import { formatDate } from 'shared-contracts/berlin-time';
import type { ArticleTeaser } from 'shared-contracts/entities';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { TeaserCard } from './teaser-card';

/** A magazine article as a teaser card: category above, date below, the same in the magazine and in page modules. */
export function ArticleTeaserCard({ article }: { article: ArticleTeaser }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  return (
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
  );
}
