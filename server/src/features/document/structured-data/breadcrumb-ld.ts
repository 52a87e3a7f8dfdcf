import { type JsonLd, type LdSite, absoluteUrl } from './json-ld';

/** One step of a visible breadcrumb; the current page (last) may have no link. */
export interface Crumb {
  name: string;
  path: string | null;
}

/** BreadcrumbList from the same trail the page shows; null when there is no trail beyond the home link. */
export function breadcrumbLd(site: LdSite, crumbs: Crumb[]): JsonLd | null {
  if (crumbs.length < 2) return null;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: absoluteUrl(site, crumb.path) } : {}),
    })),
  };
}
