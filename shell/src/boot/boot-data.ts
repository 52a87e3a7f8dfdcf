import { serverRequest } from '../lib/server-request';
import { isLocale, type Locale } from 'shared-contracts/locales';

/** What the server decided for this URL before any JS ran (`window.__SITE_BOOT__`). */
export interface SiteBoot {
  status: number;
  locale: Locale | null;
  error: string | null;
}

export function parseSiteBoot(raw: unknown): SiteBoot | null {
  if (!raw || typeof raw !== 'object') return null;
  const value = raw as Record<string, unknown>;
  const status = typeof value.status === 'number' && Number.isInteger(value.status) ? value.status : 200;
  return {
    status,
    locale: isLocale(value.locale) ? value.locale : null,
    error: typeof value.error === 'string' ? value.error : null,
  };
}

let boot: SiteBoot | null | undefined;

/** Read once; the server's status applies to the first render of the document's own URL only. */
export function siteBoot(): SiteBoot | null {
  const server = serverRequest();
  if (server) return parseSiteBoot(server.boot);
  if (boot === undefined) boot = parseSiteBoot((window as unknown as { __SITE_BOOT__?: unknown }).__SITE_BOOT__);
  return boot;
}

/** The error status to render on first paint, if the server already answered one for this URL. */
export function bootErrorStatus(): number | null {
  const status = siteBoot()?.status ?? 200;
  return status >= 400 ? status : null;
}
