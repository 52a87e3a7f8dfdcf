import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Event, Paginated } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

export const EVENTS_PAGE_SIZE = 10;
/** A list fetch takes at least this long, so the skeleton never just flickers. */
export const FETCH_MIN_DELAY_MS = 200;

/** The wait is for eyes watching a skeleton: a server render shows none, so it does not wait. */
function atLeast<T>(promise: Promise<T>, ms: number): Promise<T> {
  if (typeof window === 'undefined') return promise;
  return Promise.all([promise, new Promise((resolve) => setTimeout(resolve, ms))]).then(([value]) => value);
}

/** API filter params: numeric ids (type is the exhibition type's slug) and the date as DD-MM-YYYY. */
export type EventsParams = Partial<Record<'room' | 'type' | 'tag' | 'series' | 'genre' | 'date', string>>;

export function getEvents(locale: Locale, params: EventsParams, page: number, signal?: AbortSignal): Promise<Paginated<Event>> {
  return getJson(api.events(locale, { ...params, page, page_size: EVENTS_PAGE_SIZE }), signal);
}

/** Paging: pages only move forward; a new filter set is a new key, which starts a fresh list. */
export function getEventsQueryOptions(locale: Locale, params: EventsParams) {
  return infiniteQueryOptions({
    queryKey: ['events', locale, params],
    queryFn: ({ pageParam, signal }) => atLeast(getEvents(locale, params, pageParam, signal), FETCH_MIN_DELAY_MS),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.next ? lastPage + 1 : undefined),
  });
}

export function useEvents(locale: Locale, params: EventsParams) {
  return useInfiniteQuery(getEventsQueryOptions(locale, params));
}
