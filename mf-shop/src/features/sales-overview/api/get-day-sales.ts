import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DaySales, boxOfficeApi } from 'shared-contracts/box-office';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

/** Staff only: every event of one Berlin day with its totals, and the day's sum. */
export const getDaySales = (locale: Locale, day: string, signal?: AbortSignal) => getJson<DaySales>(boxOfficeApi.daySales(locale, day), signal);

export const getDaySalesQueryOptions = (locale: Locale, day: string | null) =>
  queryOptions({ queryKey: ['shop', 'event-sales', 'day', locale, day], queryFn: ({ signal }) => getDaySales(locale, day!, signal), enabled: day !== null, staleTime: 0, retry: false });

export const useDaySales = (locale: Locale, day: string | null) => useQuery(getDaySalesQueryOptions(locale, day));
