import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from 'shared-contracts/locales';
import type { Order } from 'shared-contracts/orders';
import { getJson, HttpError } from 'site-config/remote-kit/http';

/** The order of a code and its secret (from the confirm's answer or the confirmation e-mail). */
export const getOrder = (locale: Locale, code: string, secret: string, signal?: AbortSignal) =>
  getJson<Order>(`/${locale}/api/orders/${encodeURIComponent(code)}/${encodeURIComponent(secret)}/`, signal);

export const getOrderQueryOptions = (locale: Locale, code: string, secret: string) =>
  queryOptions({
    queryKey: ['shop', 'order', code, locale],
    queryFn: ({ signal }) => getOrder(locale, code, secret, signal),
    // An unknown order stays unknown; other failures are worth one more try.
    retry: (count, error) => !(error instanceof HttpError && error.status < 500) && count < 1,
  });

export const useOrder = (locale: Locale, code: string, secret: string) => useQuery(getOrderQueryOptions(locale, code, secret));
