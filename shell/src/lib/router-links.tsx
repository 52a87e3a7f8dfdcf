import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

/**
 * The shell's in-app links, built from React Router's own link hooks (`useHref`, `useLinkClickHandler`, which the
 * library offers for custom links). Its `<Link>` and `<NavLink>` also carry the framework mode's route-module
 * prefetching and view transitions, which a shell that renders the routes itself never uses, and whose code was about a
 * tenth of React Router's weight on every page.
 */
type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

export interface LinkProps extends AnchorProps {
  to: string;
  replace?: boolean;
}

/** A scheme (`https:`, `mailto:`) or `//host`: an address written out in full rather than a path of the site. */
const EXPLICIT_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** A full address of this very site as a path the router can take, else null (always null on the server). */
export function sameOriginPath(to: string): string | null {
  if (typeof window === 'undefined') return null;
  try {
    const url = new URL(to, window.location.href);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

function RouterAnchor({ to, href, replace, onClick, target, ...rest }: LinkProps & { href?: string }) {
  const routerHref = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href ?? routerHref} target={target} onClick={handle} />;
}

/**
 * A link to a path of the site, navigated by the router. An address written out in full keeps its `href` as written
 * (the server renders the same) and is taken by the router only when it is on this site; any other stays a plain link.
 */
export function Link({ to, replace, ...rest }: LinkProps) {
  if (!EXPLICIT_URL.test(to)) return <RouterAnchor {...rest} to={to} replace={replace} />;
  const path = sameOriginPath(to);
  if (path === null) return <a {...rest} href={to} />;
  return <RouterAnchor {...rest} to={path} href={to} replace={replace} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** Active only on the path itself, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  children?: ReactNode;
}

/** Whether `current` is `target` or (unless `end`) a path below it; letter case does not count, as in React Router. */
export function isActivePath(current: string, target: string, end = false): boolean {
  const here = current.toLowerCase();
  const there = target.toLowerCase();
  if (here === there) return true;
  if (end || there === '/') return false;
  const base = there.endsWith('/') ? there.slice(0, -1) : there;
  return here.startsWith(base) && here.charAt(base.length) === '/';
}

/** A menu link that knows whether it leads to the page on screen: `aria-current="page"` and the `active` class. */
export function NavLink({ to, end, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const explicit = EXPLICIT_URL.test(to);
  const resolved = useResolvedPath(explicit ? '.' : to);
  // An address written out in full is never marked: the server could not tell whether it is this site.
  const isActive = !explicit && isActivePath(pathname, resolved.pathname, end);
  const classes = typeof className === 'function' ? className({ isActive }) : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return <Link {...rest} to={to} className={classes} aria-current={isActive ? 'page' : undefined} />;
}
