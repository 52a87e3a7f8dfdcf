import { NavLink } from '../../../lib/router-links';
import type { NavItem } from 'shared-contracts/site';
import { useT } from '../../../i18n/i18n';
import { ChevronIcon } from './icons';
import styles from './desktop-menu.module.css';

/** The desktop menu (lg and up): items with children open one dropdown at a time. */
export function DesktopMenu({ items, openId, onToggle }: { items: NavItem[]; openId: string | null; onToggle: (id: string) => void }) {
  const { t } = useT();
  return (
    <nav className={styles.nav} aria-label={t('header.mainNav')} id="main-navigation">
      <ul className={styles.list}>
        {items.map((item) => {
          const id = item.url;
          const panelId = `desktop-sub-${item.url.replace(/[^a-z0-9]+/gi, '-')}`;
          if (item.children.length === 0) {
            return (
              <li key={id}>
                <NavLink to={item.url} className={styles.item}>
                  {item.menu_name}
                </NavLink>
              </li>
            );
          }
          const open = openId === id;
          return (
            <li key={id} className={styles.withSub}>
              <button type="button" className={styles.item} aria-expanded={open} aria-controls={panelId} onClick={() => onToggle(id)}>
                {item.menu_name}
                <span className={styles.chevron} data-open={open || undefined}>
                  <ChevronIcon />
                </span>
              </button>
              <div id={panelId} className={styles.panel} hidden={!open}>
                <ul className={styles.subList} aria-label={t('header.submenu', { name: item.menu_name })}>
                  <li>
                    <NavLink to={item.url} end className={styles.subItem}>
                      {item.menu_name}
                    </NavLink>
                  </li>
                  {item.children.map((child) => (
                    <li key={child.url}>
                      <NavLink to={child.url} className={styles.subItem}>
                        {child.menu_name}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
