import type { LoggedUser } from 'shared-contracts/site';
import { matchRoute, type RouteName } from 'shared-contracts/routes';

/** Admin edit links mapped per content type, keyed by the detail route that shows that type. */
const TYPE_BY_ROUTE: Partial<Record<RouteName, string>> = {
  'magazine-slug-id': 'articles',
  'venues-slug-id': 'venues',
  'events-slug-id': 'events',
  'team-slug-id': 'persons',
  'productions-slug-id': 'productions',
  'series-slug-id': 'series',
  'series-id': 'series',
  'forms-slug-id': 'forms',
};

/**
 * The admin link for the entity on this route, or null; `{id}` in the configured url takes the entity id. CMS pages
 * (the home page and every catch-all page) take `{path}`: their own address, since their id is not in it.
 */
export function adminEditLink(user: LoggedUser, pathname: string): { type: string; url: string } | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  const pageTemplate = user.admin_edit_urls?.pages;
  if ((match.name === 'catch-all' || match.name === 'home') && pageTemplate?.includes('{path}')) {
    return { type: 'pages', url: pageTemplate.replace('{path}', pathname) };
  }
  const type = TYPE_BY_ROUTE[match.name];
  const id = match.params.id;
  const template = type ? user.admin_edit_urls?.[type] : undefined;
  if (!type || !id || !template) return null;
  const filled = template.replace('{path}', pathname);
  const url = filled.includes('{id}') ? filled.replace('{id}', encodeURIComponent(id)) : `${filled.replace(/\/?$/, '/')}${encodeURIComponent(id)}/`;
  return { type, url };
}
