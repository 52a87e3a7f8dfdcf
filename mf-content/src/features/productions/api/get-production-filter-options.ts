import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { ExhibitionType, FilterOption } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

export interface ProductionFilterOptions {
  season: { id: string; name: string }[];
  exhibition_type: { id: string; name: string }[];
  tag: { id: string; name: string }[];
}

const visible = (options: FilterOption[]) => options.filter((o) => o.show_in_filter !== false).map((o) => ({ id: String(o.id), name: o.name }));

/** The three option lists, loaded once; exhibition types use slug as id. */
export async function getProductionFilterOptions(locale: Locale, signal?: AbortSignal): Promise<ProductionFilterOptions> {
  const [seasons, types, tags] = await Promise.all([
    getJson<FilterOption[]>(api.seasons(locale), signal),
    getJson<ExhibitionType[]>(api.productionExhibitionTypes(locale), signal),
    getJson<FilterOption[]>(api.productionTags(locale), signal),
  ]);
  return { season: visible(seasons), exhibition_type: types.map((t) => ({ id: t.slug, name: t.name })), tag: visible(tags) };
}

export const getProductionFilterOptionsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['productions', 'options', locale], queryFn: ({ signal }) => getProductionFilterOptions(locale, signal), staleTime: Infinity });

export const useProductionFilterOptions = (locale: Locale) => useQuery(getProductionFilterOptionsQueryOptions(locale));
