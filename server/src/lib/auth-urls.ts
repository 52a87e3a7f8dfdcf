import type { Locale } from 'shared-contracts/locales';

export const loginUrl = (locale: Locale) => `/${locale}/login/`;
export const logoutUrl = (locale: Locale) => `/${locale}/logout/`;

const SELF = 'http://site.invalid';

/**
 * A `next` return path is honoured only when it stays on this site (no scheme, no `//host`). It comes back as the URL
 * parser writes it: characters outside ASCII percent-encoded, since a redirect's Location header can carry only those.
 */
export function safeNext(next: unknown, locale: Locale): string {
  if (typeof next !== 'string' || next.length > 2000 || !/^\/(?![/\\])[^\s]*$/.test(next)) return `/${locale}`;
  let url: URL;
  try {
    url = new URL(next, SELF);
  } catch {
    return `/${locale}`;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The parser may read a path as another host (a backslash or a control character); such a `next` is not ours.
  if (url.origin !== SELF || !/^\/(?![/\\])/.test(path)) return `/${locale}`;
  return path;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
