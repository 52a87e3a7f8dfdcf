import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { SeriesDetail } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

export const getSeries = (locale: Locale, id: string, signal?: AbortSignal) => getJson<SeriesDetail>(api.seriesDetail(locale, id), signal);

export const getSeriesQueryOptions = (locale: Locale, id: string) =>
  queryOptions({ queryKey: ['series', 'detail', locale, id], queryFn: ({ signal }) => getSeries(locale, id, signal) });

export const useSeries = (locale: Locale, id: string) => useQuery(getSeriesQueryOptions(locale, id));
