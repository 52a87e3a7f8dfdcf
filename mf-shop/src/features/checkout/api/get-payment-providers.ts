import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from 'shared-contracts/locales';
import type { PaymentProviderInfo } from 'shared-contracts/orders';
import { getJson } from 'site-config/remote-kit/http';

export const getPaymentProviders = (locale: Locale, signal?: AbortSignal) => getJson<PaymentProviderInfo[]>(`/${locale}/api/payment-providers/`, signal);

export const getPaymentProvidersQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['shop', 'payment-providers', locale], queryFn: ({ signal }) => getPaymentProviders(locale, signal), staleTime: 10 * 60_000 });

export const usePaymentProviders = (locale: Locale) => useQuery(getPaymentProvidersQueryOptions(locale));
