import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Event, Paginated } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

export type EventQuery = Record<string, string | number | undefined>;

/** Events for the event list module (date range, tag); page size as the list's. */
export const getEvents = (locale: Locale, query: EventQuery, signal?: AbortSignal) =>
  getJson<Paginated<Event>>(api.events(locale, query), signal);

export const getEventsQueryOptions = (locale: Locale, query: EventQuery) =>
  queryOptions({ queryKey: ['events', locale, query], queryFn: ({ signal }) => getEvents(locale, query, signal) });

export const useEvents = (locale: Locale, query: EventQuery) => useQuery(getEventsQueryOptions(locale, query));
