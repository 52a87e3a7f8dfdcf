import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EventSales, boxOfficeApi } from 'shared-contracts/box-office';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

/** Staff only: sold, held and free seats, revenue and check-ins per seat group of one event. */
export const getEventSales = (locale: Locale, eventId: number, signal?: AbortSignal) => getJson<EventSales>(boxOfficeApi.sales(locale, eventId), signal);

export const getEventSalesQueryOptions = (locale: Locale, eventId: number | null) =>
  queryOptions({ queryKey: ['shop', 'event-sales', locale, eventId], queryFn: ({ signal }) => getEventSales(locale, eventId!, signal), enabled: eventId !== null, staleTime: 0, retry: false });

export const useEventSales = (locale: Locale, eventId: number | null) => useQuery(getEventSalesQueryOptions(locale, eventId));
