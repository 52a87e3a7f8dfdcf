let serverCookies: (() => string | undefined) | undefined;

/**
 * A host's server render names the Cookie header of the request it is rendering (a getter, since one process renders
 * many requests); browsers never call it.
 */
export function provideServerCookies(get: () => string | undefined): void {
  serverCookies = get;
}

/** The browser's cookies, or on the server the request's (so cookie-dependent chrome renders the same on both sides). */
function cookieSource(): string {
  const server = serverCookies?.();
  if (server !== undefined) return server;
  return typeof document === 'undefined' ? '' : document.cookie;
}

/**
 * Cookie reads and writes of the host and its slots (consent, dismissed alert, cart count, CSRF token). Values are
 * URI-encoded as js-cookie wrote them before, so cookies set by earlier visits read the same. `source` lets a server
 * render read the request's Cookie header the same way.
 */
export function readCookie(name: string, source: string = cookieSource()): string | undefined {
  for (const pair of source.split(/;\s*/)) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq) === name) {
      const raw = pair.slice(eq + 1);
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/**
 * The parent domain of a site address (www.example.org → example.org), so the cart cookies reach every host of the
 * site; addresses without one (localhost, an IP address) get a host cookie.
 */
export function siteCookieDomain(hostname: string): string | undefined {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':') || !hostname.includes('.')) return undefined;
  const labels = hostname.split('.');
  return labels.length > 2 ? labels.slice(1).join('.') : hostname;
}

/** How long a cookie lives: whole days from now, or until a moment; `domain` as `siteCookieDomain` gives it. */
export type CookieLifetime = number | { expires: Date; domain?: string };

/** A first-party cookie for the whole site (path /, SameSite=Lax). */
export function writeCookie(name: string, value: string, lifetime: CookieLifetime): void {
  const expires = typeof lifetime === 'number' ? new Date(Date.now() + lifetime * 864e5) : lifetime.expires;
  const domain = typeof lifetime === 'number' || !lifetime.domain ? '' : `; domain=${lifetime.domain}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/${domain}; expires=${expires.toUTCString()}; SameSite=Lax`;
}

/** Drops a cookie written by `writeCookie` (the same domain must be named). */
export function removeCookie(name: string, domain?: string): void {
  writeCookie(name, '', { expires: new Date(0), domain });
}
