import type { ModuleKind, Page } from 'shared-contracts/site';
import { ModuleView } from '../../page-modules/components/module-tree';
import { HeadlineOutlineContext, headlineOutline, hostRendersPageHeader, pageTitleModuleId, PageTitleContext } from '../../page-modules/hooks/page-title';
import { headlineLevel } from '../../page-modules/components/headline-module';
import { num, str } from '../../../lib/module-data';
import styles from './cms-page.module.css';
import { useRenderTime } from 'site-config/remote-kit/render-clock';

/** Kinds that lay out their own full-width band; every other top-level module sits in the content column. */
const FULL_BLEED: readonly ModuleKind[] = ['container', 'section', 'hero_media'];

/**
 * A CMS page's module tree. The shell fetched the page and renders its header (with the h1) on every route but
 * home; where it renders none, the first hero headline (or else the first headline module) becomes the h1.
 */
export function CmsPage({ page, path }: { page: Page | null; path: string }) {
  const now = useRenderTime();
  if (!page) return null;
  const modules = [...page.modules].sort((a, b) => a.position - b.position);
  const titleId = hostRendersPageHeader(path) ? null : pageTitleModuleId(modules, new Date(now));
  const outline = headlineOutline(modules, titleId, (m) => headlineLevel(num(m.data, 'headline_level') ?? str(m.data, 'headline_level')));
  return (
    <PageTitleContext.Provider value={titleId}>
      <HeadlineOutlineContext.Provider value={outline}>
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
      </HeadlineOutlineContext.Provider>
    </PageTitleContext.Provider>
  );
}
