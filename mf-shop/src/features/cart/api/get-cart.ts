import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Cart } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

/** The visitor's held tickets (a lapsed hold answers as an empty cart). */
export function getCart(locale: Locale, signal?: AbortSignal): Promise<Cart> {
  return getJson<Cart>(api.shopCart(locale), signal);
}

export const getCartQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['shop', 'cart', locale], queryFn: ({ signal }) => getCart(locale, signal), staleTime: 0 });

export const useCart = (locale: Locale) => useQuery(getCartQueryOptions(locale));
