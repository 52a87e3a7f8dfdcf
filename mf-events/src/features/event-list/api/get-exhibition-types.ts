import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { ExhibitionType } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';
import { OPTIONS_STALE_TIME, type MenuOption } from './filter-option';

/** Exhibition types carry slug and name, used as id and name. */
export async function getExhibitionTypes(locale: Locale, signal?: AbortSignal): Promise<MenuOption[]> {
  const list = await getJson<ExhibitionType[]>(api.exhibitionTypes(locale), signal);
  return list.map((type) => ({ id: type.slug, name: type.name }));
}

export const getExhibitionTypesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['events', 'options', 'exhibition-types', locale],
    queryFn: ({ signal }) => getExhibitionTypes(locale, signal),
    staleTime: OPTIONS_STALE_TIME,
  });

export const useExhibitionTypes = (locale: Locale) => useQuery(getExhibitionTypesQueryOptions(locale));
