import { useSyncExternalStore } from 'react';

/**
 * The editor is a single-spa application, not a parcel: it gets no `update` when the route changes,
 * so it follows the address bar itself (single-spa fires its routing event on every navigation).
 */
function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const snapshot = () => window.location.pathname + window.location.search;

export function useLocation(): { pathname: string; query: Record<string, string> } {
  const href = useSyncExternalStore(subscribe, snapshot, snapshot);
  const url = new URL(href, 'http://site.invalid');
  return { pathname: url.pathname, query: Object.fromEntries(url.searchParams) };
}

/** The current address with the `edit` flag set (as a bare `?edit`) or removed; other query values are kept. */
export function withEditFlag(pathname: string, query: Record<string, string>, on: boolean): string {
  const rest = Object.entries(query)
    .filter(([key]) => key !== 'edit')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  const parts = on ? ['edit', ...rest] : rest;
  return parts.length ? `${pathname}?${parts.join('&')}` : pathname;
}

/** The current address without an opened panel (`panel` and the entity it names); other query values are kept. */
export function withoutPanel(pathname: string, query: Record<string, string>): string {
  const rest = Object.entries(query).filter(([key]) => !['panel', 'type', 'id'].includes(key));
  const parts = rest.map(([key, value]) => (key === 'edit' && value === '' ? 'edit' : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`));
  return parts.length ? `${pathname}?${parts.join('&')}` : pathname;
}
