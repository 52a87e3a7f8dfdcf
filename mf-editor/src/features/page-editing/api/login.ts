import type { Locale } from 'shared-contracts/locales';
import { sendJson } from 'site-config/remote-kit/http';

/** The site's own login (JSON answer, CSRF header): a session that ran out is renewed without leaving the page. */
export const logIn = (locale: Locale, username: string, password: string) =>
  sendJson<{ ok: true }>('POST', `/${locale}/login/`, { username, password });
