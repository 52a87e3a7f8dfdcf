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

/** A first-party cookie for the whole site, `days` long, SameSite=Lax. */
export function writeCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * 864e5).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; expires=${expires}; SameSite=Lax`;
}
