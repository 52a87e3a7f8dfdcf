import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { ProductionDetail } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

export const getProduction = (locale: Locale, id: string, signal?: AbortSignal) => getJson<ProductionDetail>(api.production(locale, id), signal);

export const getProductionQueryOptions = (locale: Locale, id: string) =>
  queryOptions({ queryKey: ['productions', 'detail', locale, id], queryFn: ({ signal }) => getProduction(locale, id, signal) });

export const useProduction = (locale: Locale, id: string) => useQuery(getProductionQueryOptions(locale, id));
