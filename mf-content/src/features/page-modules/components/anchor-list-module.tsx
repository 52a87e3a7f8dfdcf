import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bool, str } from '../../../lib/module-data';
import type { ModuleViewProps } from './module-views';
import { ModuleMarker } from './module-marker';
import styles from './lists.module.css';

/** Hash links scroll smoothly with a 130 px offset. */
export const ANCHOR_OFFSET = 130;

function scrollToAnchor(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
  const target = document.getElementById(anchor);
  if (!target) return;
  event.preventDefault();
  const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET;
  window.scrollTo({ top, behavior: 'smooth' });
  history.replaceState(history.state, '', `#${anchor}`);
}

export function AnchorListModule({ module }: ModuleViewProps) {
  const { t } = useTranslation();
  const items = (module.children ?? []).filter((child) => str(child.data, 'anchor') && str(child.data, 'title'));
  if (!items.length) return null;
  return (
    <nav className={`${styles.anchors} ${bool(module.data, 'sticky') ? styles.stickyAnchors : ''}`} aria-label={t('modules.anchors')}>
      <ul className={styles.anchorRow}>
        {items.map((item) => (
          <li key={item.id}>
            <ModuleMarker module={item}>
              <a href={`#${str(item.data, 'anchor')}`} className={styles.anchorLink} onClick={(event) => scrollToAnchor(event, str(item.data, 'anchor'))}>
                {str(item.data, 'title')}
              </a>
            </ModuleMarker>
          </li>
        ))}
      </ul>
    </nav>
  );
}
