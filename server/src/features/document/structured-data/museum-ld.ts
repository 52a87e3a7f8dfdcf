import { type JsonLd, type LdSite, absoluteUrl } from './json-ld';

/** One row of the regular opening hours: ISO weekday 1 (Monday) … 7, times as HH:MM[:SS], or closed. */
export interface OpeningRow {
  weekday: number;
  time_from: string | null;
  time_to: string | null;
  closed: boolean;
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The exhibition on the home page: an Organization that is a Museum, with its regular opening hours. */
export function museumLd(site: LdSite, hours: OpeningRow[]): JsonLd {
  const open = hours.filter((h) => !h.closed && h.time_from && h.time_to && h.weekday >= 1 && h.weekday <= 7);
  return {
    '@type': ['Organization', 'Museum'],
    name: site.name,
    url: absoluteUrl(site, `/${site.locale}`),
    ...(site.logo ? { logo: absoluteUrl(site, site.logo), image: absoluteUrl(site, site.logo) } : {}),
    ...(open.length
      ? {
          openingHoursSpecification: open.map((h) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: `https://schema.org/${DAYS[h.weekday - 1]}`,
            opens: h.time_from!.slice(0, 5),
            closes: h.time_to!.slice(0, 5),
          })),
        }
      : {}),
  };
}
