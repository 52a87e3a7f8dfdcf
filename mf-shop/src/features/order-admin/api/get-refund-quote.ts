import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from 'shared-contracts/locales';
import { orderMoneyApi, type RefundQuote } from 'shared-contracts/order-money';
import { getJson } from 'site-config/remote-kit/http';

/** What cancelling these tickets would give back, asked before staff confirm. */
export const getRefundQuote = (locale: Locale, code: string, positions: number[], signal?: AbortSignal) => getJson<RefundQuote>(orderMoneyApi.refundQuote(locale, code, positions), signal);

export const getRefundQuoteQueryOptions = (locale: Locale, code: string, positions: number[]) =>
  queryOptions({ queryKey: ['shop', 'refund-quote', code, positions], queryFn: ({ signal }) => getRefundQuote(locale, code, positions, signal), staleTime: 0, retry: false });

export const useRefundQuote = (locale: Locale, code: string, positions: number[] | null) =>
  useQuery({ ...getRefundQuoteQueryOptions(locale, code, positions ?? []), enabled: positions !== null && positions.length > 0 });
