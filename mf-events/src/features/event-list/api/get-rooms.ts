import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { FilterOption } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';
import { OPTIONS_STALE_TIME, toMenuOptions, type MenuOption } from './filter-option';

export async function getRooms(locale: Locale, signal?: AbortSignal): Promise<MenuOption[]> {
  return toMenuOptions(await getJson<FilterOption[]>(api.rooms(locale), signal));
}

export const getRoomsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['events', 'options', 'rooms', locale],
    queryFn: ({ signal }) => getRooms(locale, signal),
    staleTime: OPTIONS_STALE_TIME,
  });

export const useRooms = (locale: Locale) => useQuery(getRoomsQueryOptions(locale));
