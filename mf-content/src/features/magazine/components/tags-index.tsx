import { useTranslation } from 'react-i18next';
import type { ArticleCategory } from 'shared-contracts/entities';
import { buildPath } from 'shared-contracts/routes';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { SiteLink } from 'site-config/remote-kit/site-link';
import styles from './magazine.module.css';

/** All #Topics: every tag as a link to its list. */
export function TagsIndex({ tags }: { tags: ArticleCategory[] }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  return (
    <ul className={styles.tags} aria-label={t('magazine.topics')}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <SiteLink href={buildPath('magazine-tags-tag-id', locale, { tag: tag.slug, id: String(tag.id) })} className={styles.tag}>
            #{tag.name}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
