import type { Locale } from 'shared-contracts/locales';

export const loginUrl = (locale: Locale) => `/${locale}/login/`;
export const logoutUrl = (locale: Locale) => `/${locale}/logout/`;

/** A `next` return path is honoured only when it stays on this site (no scheme, no `//host`). */
export function safeNext(next: unknown, locale: Locale): string {
  if (typeof next === 'string' && /^\/(?![/\\])[^\s]*$/.test(next) && next.length <= 2000) return next;
  return `/${locale}`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
