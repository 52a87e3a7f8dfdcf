import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from 'shared-contracts/locales';
import type { OrderList } from 'shared-contracts/orders';
import { getJson } from 'site-config/remote-kit/http';

export const dashboardOrdersPath = (locale: Locale) => `/${locale}/api/dashboard-orders/`;

/** Staff only: orders newest first, `q` matching the order code or part of the e-mail. */
export function getOrders(locale: Locale, q: string, page: number, signal?: AbortSignal): Promise<OrderList> {
  const params = new URLSearchParams({ page: String(page), ...(q ? { q } : {}) });
  return getJson<OrderList>(`${dashboardOrdersPath(locale)}?${params}`, signal);
}

export const getOrdersQueryOptions = (locale: Locale, q: string, page: number) =>
  queryOptions({ queryKey: ['shop', 'dashboard-orders', locale, q, page], queryFn: ({ signal }) => getOrders(locale, q, page, signal), staleTime: 0, retry: false, placeholderData: keepPreviousData });

export const useOrders = (locale: Locale, q: string, page: number) => useQuery(getOrdersQueryOptions(locale, q, page));
