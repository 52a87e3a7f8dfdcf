import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { OpeningHoursToday } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

export const getOpeningHoursToday = (locale: Locale) => getJson<OpeningHoursToday>(api.openingHoursToday(locale));

export const getOpeningHoursTodayQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['opening-hours', 'today', locale], queryFn: () => getOpeningHoursToday(locale), staleTime: 10 * 60_000 });

export const useOpeningHoursToday = (locale: Locale) => useQuery(getOpeningHoursTodayQueryOptions(locale));
