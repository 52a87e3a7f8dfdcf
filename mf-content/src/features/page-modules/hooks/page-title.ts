import { createContext, useContext } from 'react';
import { matchRoute } from 'shared-contracts/routes';
import type { PageModule } from 'shared-contracts/site';
import { isOnline, str } from '../../../lib/module-data';

/**
 * Whether the host renders its own page header (breadcrumb + h1) above the Page slot. The shell's
 * cms-page-screen renders PageHeader on every CMS route except home, so only the home page (/de, /en) needs
 * its h1 from the module tree. Keep this in step with shell/src/app/screens/cms-page-screen.tsx.
 */
export function hostRendersPageHeader(path: string): boolean {
  return matchRoute(path)?.name !== 'home';
}

const byPosition = (modules: PageModule[]) => [...modules].sort((a, b) => a.position - b.position);

/** Modules in render order: top level, then into container/section columns (list items are not headings). */
function* inRenderOrder(modules: PageModule[]): Generator<PageModule> {
  for (const module of byPosition(modules)) {
    yield module;
    if (module.content_type === 'container' || module.content_type === 'section') {
      for (const column of module.columns ?? []) yield* inRenderOrder(column.children);
    }
  }
}

/**
 * The module whose headline is the page's h1 on pages without a host header: the first hero media that renders
 * (it has a headline and is within its online window), else the first headline module with text; null if none.
 */
export function pageTitleModuleId(modules: PageModule[], now: Date): number | null {
  const all = [...inRenderOrder(modules)];
  const hero = all.find((m) => m.content_type === 'hero_media' && str(m.data, 'headline') && isOnline(m.data, now));
  if (hero) return hero.id;
  return all.find((m) => m.content_type === 'headline' && str(m.data, 'content'))?.id ?? null;
}

/** The id of the module that renders the page's h1 (null: the host renders it, or nothing qualifies). */
export const PageTitleContext = createContext<number | null>(null);

export const useIsPageTitle = (module: PageModule) => useContext(PageTitleContext) === module.id;
