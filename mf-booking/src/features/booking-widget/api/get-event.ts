import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Event } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

/** The event with its seat groups, prices, timeslots and live availability. */
export function getEvent(locale: Locale, id: number, signal?: AbortSignal): Promise<Event> {
  return getJson<Event>(api.event(locale, id), signal);
}

export const getEventQueryOptions = (locale: Locale, id: number) =>
  queryOptions({ queryKey: ['booking', 'event', locale, id], queryFn: ({ signal }) => getEvent(locale, id, signal), staleTime: 30_000 });

export const useEvent = (locale: Locale, id: number) => useQuery(getEventQueryOptions(locale, id));
