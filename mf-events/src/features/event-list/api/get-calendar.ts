import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';
import type { EventsParams } from '../../../api/get-events';

/** Days (YYYY-MM-DD) that have events for the current filters, stored as availableDates. */
export async function getCalendar(locale: Locale, params: EventsParams, signal?: AbortSignal): Promise<string[]> {
  return getJson<string[]>(api.calendar(locale, params), signal);
}

/** The call is skipped when no date is given. */
export const getCalendarQueryOptions = (locale: Locale, params: EventsParams) =>
  queryOptions({
    queryKey: ['events', 'calendar', locale, params],
    queryFn: ({ signal }) => getCalendar(locale, params, signal),
    enabled: Boolean(params.date),
    placeholderData: keepPreviousData,
  });

export const useCalendar = (locale: Locale, params: EventsParams) => useQuery(getCalendarQueryOptions(locale, params));
