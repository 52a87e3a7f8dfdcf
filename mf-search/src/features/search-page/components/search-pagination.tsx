import { useTranslation } from 'react-i18next';
import { SiteLink } from 'site-config/remote-kit/site-link';
import styles from './search-page.module.css';

export function SearchPagination({ page, hasPrevious, hasNext, hrefFor }: { page: number; hasPrevious: boolean; hasNext: boolean; hrefFor: (page: number) => string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('page.pagination')} className={styles.pagination}>
      {hasPrevious ? (
        <SiteLink href={hrefFor(page - 1)} className={styles.pageLink} rel="prev">
          ← {t('page.previous')}
        </SiteLink>
      ) : (
        <span />
      )}
      <span aria-current="page">{t('page.pageN', { page })}</span>
      {hasNext ? (
        <SiteLink href={hrefFor(page + 1)} className={styles.pageLink} rel="next">
          {t('page.next')} →
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
