import { useRef } from 'react';
import { NavLink } from '../../../lib/router-links';
import type { Navigation } from 'shared-contracts/site';
import { useT } from '../../../i18n/i18n';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import { LanguageSwitch } from './language-switch';
import { ChevronIcon, CloseIcon } from './icons';
import styles from './burger-menu.module.css';

interface Props {
  open: boolean;
  nav: Navigation | undefined;
  openSubmenu: string | null;
  onToggleSubmenu: (id: string) => void;
  onClose: () => void;
}

/** The burger menu: full navigation with one submenu open at a time; focus stays inside while it is open. */
export function BurgerMenu({ open, nav, openSubmenu, onToggleSubmenu, onClose }: Props) {
  const { t } = useT();
  const trapRef = useRef<HTMLDivElement>(null);
  // Focus stays on the burger button until Tab moves it in; Escape and outside clicks are the header's to handle.
  useFocusTrap(trapRef, { active: open, initialFocus: false });
  if (!open) return null;
  return (
    <div ref={trapRef}>
      {/* The dimmed page behind the panel; a click on it closes the menu. */}
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div id="burger-menu" className={styles.panel} role="dialog" aria-modal="true" aria-label={t('header.menu')}>
        <div className={styles.head}>
          <LanguageSwitch className={styles.lang} />
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('header.closeMenu')}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('header.mainNav')}>
          <ul className={styles.list}>
            {(nav?.menu ?? []).map((item) => {
              const subId = `burger-sub-${item.url.replace(/[^a-z0-9]+/gi, '-')}`;
              const subOpen = openSubmenu === item.url;
              return (
                <li key={item.url} className={styles.entry}>
                  <div className={styles.row}>
                    <NavLink to={item.url} className={styles.link}>
                      {item.menu_name}
                    </NavLink>
                    {item.children.length > 0 && (
                      <button
                        type="button"
                        className={styles.toggle}
                        aria-expanded={subOpen}
                        aria-controls={subId}
                        aria-label={t('header.submenu', { name: item.menu_name })}
                        onClick={() => onToggleSubmenu(item.url)}
                      >
                        <span data-open={subOpen || undefined}>
                          <ChevronIcon />
                        </span>
                      </button>
                    )}
                  </div>
                  {item.children.length > 0 && (
                    <ul id={subId} className={styles.sub} hidden={!subOpen}>
                      {item.children.map((child) => (
                        <li key={child.url}>
                          <NavLink to={child.url} className={styles.subLink}>
                            {child.menu_name}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        {(nav?.secondary_menu.length ?? 0) > 0 && (
          <nav aria-label={t('header.secondaryNav')}>
            <ul className={styles.secondary}>
              {nav!.secondary_menu.map((item) => (
                <li key={item.url}>
                  <NavLink to={item.url}>{item.menu_name}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}
