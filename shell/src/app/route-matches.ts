import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

/** Paths remembered per route table; beyond this the memory is cleared (paths carry slugs and ids, so they are many). */
const MAX_PATHS = 500;
const tables = new WeakMap<RouteObject[], Map<string, RouteMatch[] | null>>();

/**
 * `matchRoutes` with the answer kept per path. react-router flattens, ranks and compiles the whole table on every
 * call, and the shell matches on every render of its routes: in the server's render of a page that was about a tenth
 * of the work, and a phone pays it on each navigation. The tables are built once and never change, and a match
 * only holds the route objects and the path's params, so one answer serves every render of that path.
 */
export function matchRoutesCached(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let known = tables.get(routes);
  if (!known) tables.set(routes, (known = new Map()));
  if (known.has(pathname)) return known.get(pathname)!;
  if (known.size >= MAX_PATHS) known.clear();
  const matches = matchRoutes(routes, pathname);
  known.set(pathname, matches);
  return matches;
}
