import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from 'shared-contracts/locales';
import { orderMoneyApi, type StaffOrder } from 'shared-contracts/order-money';
import { getJson } from 'site-config/remote-kit/http';

/** Staff only: one order with its payments, refunds, invoices and every ticket's state. */
export const getStaffOrder = (locale: Locale, code: string, signal?: AbortSignal) => getJson<StaffOrder>(orderMoneyApi.order(locale, code), signal);

export const staffOrderKey = (code: string) => ['shop', 'dashboard-order', code] as const;

export const getStaffOrderQueryOptions = (locale: Locale, code: string) =>
  queryOptions({ queryKey: [...staffOrderKey(code), locale], queryFn: ({ signal }) => getStaffOrder(locale, code, signal), staleTime: 0, retry: false });

export const useStaffOrder = (locale: Locale, code: string) => useQuery(getStaffOrderQueryOptions(locale, code));
