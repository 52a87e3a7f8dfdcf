import { scriptJson } from 'shared-contracts/server-render';

/** One schema.org node as JSON-LD; `@context` is added when it is written into the page. */
export type JsonLd = { '@type': string | string[] } & Record<string, unknown>;

/** Site facts every mapper needs: absolute urls are built from the request's origin. */
export interface LdSite {
  origin: string;
  locale: 'de' | 'en';
  name: string;
  /** Header logo of the design settings (absolute or site-relative), if any. */
  logo: string | null;
}

/** Absolute url on this site (values that already carry a scheme stay as they are). */
export const absoluteUrl = (site: Pick<LdSite, 'origin'>, value: string): string =>
  /^https?:\/\//.test(value) ? value : `${site.origin}${value.startsWith('/') ? '' : '/'}${value}`;


/** The site as publisher and organizer. */
export function organizationRef(site: LdSite): JsonLd {
  return {
    '@type': 'Organization',
    name: site.name,
    url: absoluteUrl(site, `/${site.locale}`),
    ...(site.logo ? { logo: { '@type': 'ImageObject', url: absoluteUrl(site, site.logo) } } : {}),
  };
}

/**
 * The `<script type="application/ld+json">` elements for the head. The JSON is written with `<` escaped as \u003c, so
 * no text from the CMS (a title holding `</script>` or `<!--`) can end the element or open a comment; JSON parsers read
 * the escape back as `<`. Not executed by the browser, so a Content-Security-Policy needs no nonce for it.
 */
export function jsonLdScripts(nodes: JsonLd[]): string {
  return nodes.map((node) => `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...node })}</script>`).join('\n');
}
