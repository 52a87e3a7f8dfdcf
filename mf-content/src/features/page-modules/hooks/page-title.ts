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

/** Kinds whose own heading is an h2 (a list's headline, a non-title hero), when they show one. */
const H2_KINDS: Partial<Record<string, (data: Record<string, unknown>) => boolean>> = {
  hero_media: (d) => Boolean(str(d, 'headline')),
  blog_teaser_list: () => true,
  event_list: () => true,
  full_teaser: () => true,
  teaser_list: (d) => Boolean(str(d, 'headline')),
  highlight_teasers: (d) => Boolean(str(d, 'headline')),
  venue_list: (d) => Boolean(str(d, 'headline')),
  video_list: (d) => Boolean(str(d, 'headline')),
  image_list: (d) => Boolean(str(d, 'headline')),
  faq: (d) => Boolean(str(d, 'headline')),
};

/**
 * The heading level each headline module gets in the page's outline. An editor picks a headline's level for its
 * look (an h3 right under the page title is common); the outline must not skip a level, so a headline sits at most
 * one below the heading it follows, and headlines an editor gave the same level stay siblings. The configured level
 * keeps deciding the look.
 */
export function headlineOutline(modules: PageModule[], titleId: number | null, configuredLevel: (module: PageModule) => number): Map<number, number> {
  const levels = new Map<number, number>();
  let open: Array<{ configured: number; level: number }> = [{ configured: 1, level: 1 }];
  const enter = (configured: number) => {
    while (open.length > 1 && open[open.length - 1]!.configured >= configured) open.pop();
    const level = open[open.length - 1]!.level + 1;
    open.push({ configured, level });
    return level;
  };
  for (const module of inRenderOrder(modules)) {
    if (module.id === titleId) open = [{ configured: 1, level: 1 }];
    else if (module.content_type === 'headline' && str(module.data, 'content')) levels.set(module.id, enter(configuredLevel(module)));
    else if (H2_KINDS[module.content_type]?.(module.data)) enter(2);
  }
  return levels;
}

/** Each headline module's level in the outline (see headlineOutline). */
export const HeadlineOutlineContext = createContext<Map<number, number>>(new Map());
