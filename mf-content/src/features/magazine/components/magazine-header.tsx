import { useTranslation } from 'react-i18next';
import { buildPath } from 'shared-contracts/routes';
import { useSlot } from 'site-config/remote-kit/slot-context';
import { Breadcrumb, type Crumb } from '../../../lib/ui/breadcrumb';
import { SiteLink } from 'site-config/remote-kit/site-link';
import { useArticleCategories } from '../api/get-article-categories';
import ui from '../../../lib/ui/ui.module.css';
import styles from './magazine.module.css';

/** Magazine header: breadcrumb, search start, headline, 'All' + one link per category, 'All #Topics'. */
export function MagazineHeader({ activeCategoryId, title, crumbs, topicsActive = false }: { activeCategoryId?: string; title: string; crumbs: Crumb[]; topicsActive?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useSlot();
  const { data: categories = [] } = useArticleCategories(locale);
  const allActive = !activeCategoryId && !topicsActive;
  return (
    <header className={styles.header}>
      <div className={styles.headerTop}>
        <Breadcrumb items={crumbs} />
        <SiteLink href={buildPath('search', locale, { category: 'others', page: '1' })} className={styles.searchStart}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('magazine.search')}
        </SiteLink>
      </div>
      <h1 className={ui.title}>{title}</h1>
      <nav aria-label={t('magazine.categories')}>
        <ul className={styles.chips}>
          <li>
            <SiteLink href={buildPath('magazine', locale)} className={`${styles.chip} ${allActive ? styles.active : ''}`} aria-current={allActive ? 'page' : undefined}>
              {t('magazine.all')}
            </SiteLink>
          </li>
          {categories.map((category) => {
            const active = String(category.id) === activeCategoryId;
            return (
              <li key={category.id}>
                <SiteLink
                  href={buildPath('magazine-categories-category-id', locale, { category: category.slug, id: String(category.id) })}
                  className={`${styles.chip} ${active ? styles.active : ''}`}
                  aria-current={active ? 'page' : undefined}
                >
                  {category.name}
                </SiteLink>
              </li>
            );
          })}
          <li>
            <SiteLink href={buildPath('magazine-tags', locale)} className={`${styles.chip} ${styles.topics} ${topicsActive ? styles.active : ''}`} aria-current={topicsActive ? 'page' : undefined}>
              {t('magazine.allTopics')}
            </SiteLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
