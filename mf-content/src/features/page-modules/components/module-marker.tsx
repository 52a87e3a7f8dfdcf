import type { ReactNode } from 'react';
import type { PageModule } from 'shared-contracts/site';
import styles from './module-tree.module.css';

/** Marks a rendered module (also list items) for mf-editor's overlay; `display: contents`, so no layout box. */
export function ModuleMarker({ module, children }: { module: PageModule; children: ReactNode }) {
  return (
    <div className={styles.module} data-module-id={module.id} data-module-kind={module.content_type}>
      {children}
    </div>
  );
}
