import type { Locale } from 'shared-contracts/locales';

/**
 * What a server render of the shell knows about the request it answers. Code that reads the browser (cookies, the
 * document's address, the boot data, fetch against the page's origin) asks here first: the shell's Node build
 * provides it per request, a browser never does, so the same components render the same markup on both sides.
 */
export interface ServerRequest {
  /** Path of the document being rendered. */
  path: string;
  /** The request's Cookie header. */
  cookies: string;
  /** What the document route decided (status, locale, error), as `window.__SITE_BOOT__` carries it to the browser. */
  boot: unknown;
  /** The page's address in each language (the head's hreflang links). */
  alternates: Partial<Record<Locale, string>>;
  /** Answers the shell's API calls of this request (with its cookies). */
  fetch(url: string, init?: RequestInit): Promise<Response>;
  /** The on-demand parts this render showed (filled while rendering): the browser loads them before it hydrates. */
  parts: Set<string>;
  /** When this render started (ms since the epoch): the time clock-dependent text shows. */
  renderedAt: number;
}

let current: (() => ServerRequest | undefined) | undefined;

/** Called once by the shell's Node build; the getter returns the request whose render is running. */
export function provideServerRequest(get: () => ServerRequest | undefined): void {
  current = get;
}

/** The request of the server render running now; undefined in browsers. */
export function serverRequest(): ServerRequest | undefined {
  return current?.();
}
