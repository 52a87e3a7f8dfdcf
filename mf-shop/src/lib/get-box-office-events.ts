import { queryOptions, useQuery } from '@tanstack/react-query';
import { type BoxOfficeEvent, boxOfficeApi } from 'shared-contracts/box-office';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

/** Staff only (the check-in and the sales screens choose from it): events from yesterday on, with tickets sold here and check-ins so far. */
export const getBoxOfficeEvents = (locale: Locale, signal?: AbortSignal) => getJson<BoxOfficeEvent[]>(boxOfficeApi.events(locale), signal);

export const getBoxOfficeEventsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['shop', 'box-office-events', locale], queryFn: ({ signal }) => getBoxOfficeEvents(locale, signal), staleTime: 30_000, retry: false });

export const useBoxOfficeEvents = (locale: Locale) => useQuery(getBoxOfficeEventsQueryOptions(locale));
