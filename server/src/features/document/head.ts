import { LOCALES, type Locale, PRODUCT_NAME } from 'shared-contracts/locales';
import { escapeHtml } from '../../lib/auth-urls';

export interface HeadParts {
  locale: Locale;
  /** Without the product name; empty for the bare product name. */
  title: string;
  description: string;
  image: string | null;
  ogType: string;
  robots: string;
  /** Path of the current document (canonical) and of each language version. */
  path: string;
  urls: Partial<Record<Locale, string>>;
  origin: string;
  preload: string[];
}

export function renderHead(h: HeadParts): string {
  const e = escapeHtml;
  const abs = (p: string) => (/^https?:\/\//.test(p) ? p : `${h.origin}${p.startsWith('/') ? '' : '/'}${p}`);
  const title = h.title ? `${h.title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  const tags = [
    `<title>${e(title)}</title>`,
    `<meta name="description" content="${e(h.description)}">`,
    `<meta name="robots" content="${e(h.robots)}">`,
    `<link rel="canonical" href="${e(abs(h.path))}">`,
    ...LOCALES.filter((l) => h.urls[l]).map((l) => `<link rel="alternate" hreflang="${l}" href="${e(abs(h.urls[l]!))}">`),
    ...(h.urls.de ? [`<link rel="alternate" hreflang="x-default" href="${e(abs(h.urls.de))}">`] : []),
    `<meta property="og:title" content="${e(title)}">`,
    `<meta property="og:description" content="${e(h.description)}">`,
    `<meta property="og:type" content="${e(h.ogType)}">`,
    `<meta property="og:url" content="${e(abs(h.path))}">`,
    `<meta property="og:locale" content="${h.locale === 'de' ? 'de_DE' : 'en_GB'}">`,
    `<meta property="og:site_name" content="${e(PRODUCT_NAME)}">`,
    ...(h.image ? [`<meta property="og:image" content="${e(abs(h.image))}">`, `<meta name="twitter:card" content="summary_large_image">`] : []),
    ...h.preload,
  ];
  return tags.join('\n');
}
