import { buildPath } from 'shared-contracts/routes';

/** The series page in both languages (the filter options and the series detail both link to it). */
export function seriesUrls(id: number, slugDe: string, slugEn: string) {
  return {
    de: buildPath('series-slug-id', 'de', { slug: slugDe, id: String(id) }),
    en: buildPath('series-slug-id', 'en', { slug: slugEn, id: String(id) }),
  };
}
