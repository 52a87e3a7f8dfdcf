import type { ModuleKind, Page } from 'shared-contracts/site';
import { ModuleView } from '../../page-modules/components/module-tree';
import styles from './cms-page.module.css';

/** Kinds that lay out their own full-width band; every other top-level module sits in the content column. */
const FULL_BLEED: readonly ModuleKind[] = ['container', 'section', 'hero_media'];

/** A CMS page's module tree. The shell fetched the page and renders its header; this is the body. */
export function CmsPage({ page }: { page: Page | null }) {
  if (!page) return null;
  const modules = [...page.modules].sort((a, b) => a.position - b.position);
  return (
    <div className={styles.page} data-page-id={page.id}>
      {modules.map((module) =>
        FULL_BLEED.includes(module.content_type) ? (
          <ModuleView key={module.id} module={module} />
        ) : (
          <div key={module.id} className={styles.band}>
            <ModuleView module={module} />
          </div>
        ),
      )}
    </div>
  );
}
