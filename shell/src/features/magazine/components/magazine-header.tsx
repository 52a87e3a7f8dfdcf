import { NavLink, Link } from 'react-router';
import { buildPath } from 'shared-contracts/routes';
import { useT } from '../../../i18n/i18n';
import { usePage } from '../../page/api/get-page';
import { useArticleCategories } from '../api/get-article-categories';
import { Breadcrumb } from '../../breadcrumb/components/breadcrumb';
import { breadcrumbItems } from '../../breadcrumb/breadcrumb-items';
import { SearchIcon } from '../../header/components/icons';
import styles from './magazine-header.module.css';

/** Magazine headline (section 2): breadcrumb, search start, headline, category links 'All' + each, 'All #Topics'. */
export function MagazineHeader({ activeCategory }: { activeCategory?: string }) {
  const { t, locale } = useT();
  const magazinePath = buildPath('magazine', locale);
  const { data: page } = usePage(locale, magazinePath.replace(`/${locale}/`, ''));
  const { data: categories = [] } = useArticleCategories(locale);
  const title = page?.headline || page?.title || t('titles.magazine');
  const linkClass = (active: boolean) => (active ? `${styles.chip} ${styles.chipActive}` : styles.chip);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <Breadcrumb items={breadcrumbItems(locale, t('breadcrumb.home'), page ?? null, title)} />
          <Link to={buildPath('search', locale)} className={styles.search} aria-label={t('titles.search')}>
            <SearchIcon />
          </Link>
        </div>
        <h1 className={styles.title}>{title}</h1>
        <nav aria-label={t('magazine.categories')}>
          <ul className={styles.chips}>
            <li>
              <NavLink to={magazinePath} end className={() => linkClass(!activeCategory)}>
                {t('magazine.all')}
              </NavLink>
            </li>
            {categories.map((category) => (
              <li key={category.id}>
                <NavLink
                  to={buildPath('magazine-categories-category-id', locale, { category: category.slug, id: String(category.id) })}
                  className={() => linkClass(activeCategory === category.slug)}
                >
                  {category.name}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to={buildPath('magazine-tags', locale)} className={({ isActive }) => linkClass(isActive)}>
                {t('magazine.allTopics')}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
