import { useEffect, useState } from 'react';
import type { Locale } from 'shared-contracts/locales';
import { bus } from '../../lib/bus';
import { serverRequest } from '../../lib/server-request';

type Urls = Partial<Record<Locale, string>>;

// The server names the other language's address in the first document's head (hreflang); after that, detail
// remotes announce it on the bus as their data arrives.
const documentPath = typeof window === 'undefined' ? '' : window.location.pathname;
function fromDocumentHead(): Urls {
  const urls: Urls = {};
  for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'))) {
    const lang = link.hreflang;
    if (lang === 'de' || lang === 'en') urls[lang] = new URL(link.href, window.location.origin).pathname;
  }
  return urls;
}

/** The current page's address in each language, when the page (or the server, on first load) has named it. */
export function useAlternateUrls(pathname: string): Urls | undefined {
  const [announced, setAnnounced] = useState(() => bus.last('page.alternates'));
  useEffect(() => bus.on('page.alternates', setAnnounced), []);
  if (announced && announced.path === pathname) return announced.urls;
  const server = serverRequest();
  if (server) return pathname === server.path && (server.alternates.de || server.alternates.en) ? server.alternates : undefined;
  if (typeof document !== 'undefined' && pathname === documentPath) {
    const head = fromDocumentHead();
    if (head.de || head.en) return head;
  }
  return undefined;
}
