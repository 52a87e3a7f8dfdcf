import type { Page } from 'shared-contracts/site';
import { ModuleList } from '../../page-modules/components/module-tree';
import styles from './cms-page.module.css';

/** A CMS page's module tree. The shell fetched the page and renders its header; this is the body. */
export function CmsPage({ page }: { page: Page | null }) {
  if (!page) return null;
  return (
    <div className={styles.page} data-page-id={page.id}>
      <ModuleList modules={page.modules} />
    </div>
  );
}
