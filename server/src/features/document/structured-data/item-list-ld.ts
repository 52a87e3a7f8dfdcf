import { type JsonLd, type LdSite, absoluteUrl } from './json-ld';

/** ItemList of the entity pages a list shows, in the order shown (a summary list: url per position). */
export function itemListLd(site: LdSite, paths: string[]): JsonLd {
  return {
    '@type': 'ItemList',
    numberOfItems: paths.length,
    itemListElement: paths.map((path, index) => ({ '@type': 'ListItem', position: index + 1, url: absoluteUrl(site, path) })),
  };
}
