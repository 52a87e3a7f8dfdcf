import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bool, str } from '../../../lib/module-data';
import type { ModuleViewProps } from './module-views';
import { ModuleMarker } from './module-marker';
import { anchorOffset } from '../../../lib/anchor-offset';
import styles from './lists.module.css';


function scrollToAnchor(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
  const target = document.getElementById(anchor);
  if (!target) return;
  event.preventDefault();
  // Below the header and a sticky anchor list, at least the offset of design settings (130 px by default).
  const sticky = document.querySelector('[data-sticky-anchors]')?.getBoundingClientRect().height ?? 0;
  const header = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0;
  const top = target.getBoundingClientRect().top + window.scrollY - Math.max(anchorOffset(), header + sticky + 16);
  window.scrollTo({ top, behavior: 'smooth' });
  history.replaceState(history.state, '', `#${anchor}`);
}

export function AnchorListModule({ module }: ModuleViewProps) {
  const { t } = useTranslation();
  const items = (module.children ?? []).filter((child) => str(child.data, 'anchor') && str(child.data, 'title'));
  if (!items.length) return null;
  return (
    <nav
      className={`${styles.anchors} ${bool(module.data, 'sticky') ? styles.stickyAnchors : ''}`}
      data-sticky-anchors={bool(module.data, 'sticky') || undefined}
      aria-label={t('modules.anchors')}
    >
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
