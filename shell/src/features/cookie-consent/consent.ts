import { readCookie, writeCookie } from 'site-config/remote-kit/cookies';
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS } from 'shared-contracts/api-paths';
import { matchRoute } from 'shared-contracts/routes';
import type { ConsentState } from 'shared-contracts/site';

export { CONSENT_COOKIE };
const LEGAL_ROUTES = new Set(['agb', 'datenschutz', 'impressum']);

export interface StoredConsent {
  tracking: boolean;
  media: boolean;
}

export function readConsent(raw: string | undefined = readCookie(CONSENT_COOKIE)): StoredConsent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredConsent>;
    if (typeof value.tracking !== 'boolean' || typeof value.media !== 'boolean') return null;
    return { tracking: value.tracking, media: value.media };
  } catch {
    return null;
  }
}

export function writeConsent(consent: StoredConsent) {
  writeCookie(CONSENT_COOKIE, JSON.stringify(consent), CONSENT_COOKIE_DAYS);
}

/** What the bus carries: required is always on; `decided` says the visitor has chosen. */
export const toConsentState = (consent: StoredConsent): ConsentState => ({ required: true, tracking: consent.tracking, media: consent.media, decided: true });

export const isLegalPath = (pathname: string | null) => {
  const name = pathname ? matchRoute(pathname)?.name : undefined;
  return name !== undefined && LEGAL_ROUTES.has(name);
};

/**
 * The dialog shows when nothing is stored; and again when the stored consent declined the tag manager
 * (tracking) and the visitor moves from a legal page to another page.
 */
export function shouldShowConsent(stored: StoredConsent | null, previousPath: string | null, currentPath: string): boolean {
  if (!stored) return true;
  return !stored.tracking && isLegalPath(previousPath) && !isLegalPath(currentPath);
}
