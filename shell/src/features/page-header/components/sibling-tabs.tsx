import { NavLink } from '../../../lib/router-links';
import type { Page } from 'shared-contracts/site';
import { useLocale } from '../../../app/locale-context';
import styles from './sibling-tabs.module.css';

/** A page's siblings as tabs, so neighbouring pages are one click away. */
export function SiblingTabs({ page }: { page: Pick<Page, 'siblings' | 'title'> }) {
  const locale = useLocale();
  if (page.siblings.length < 2) return null;
  return (
    <nav aria-label={page.title} className={styles.tabs}>
      {page.siblings.map((sibling) => (
        <NavLink key={sibling.id} to={sibling.urls[locale]} end className={({ isActive }) => (isActive ? styles.active : styles.tab)}>
          {sibling.title}
        </NavLink>
      ))}
    </nav>
  );
}
