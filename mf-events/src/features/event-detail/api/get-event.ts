import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Event } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { HttpError, getJson } from 'site-config/remote-kit/http';

export function getEvent(locale: Locale, id: string, signal?: AbortSignal): Promise<Event> {
  return getJson<Event>(api.event(locale, id), signal);
}

export const getEventQueryOptions = (locale: Locale, id: string) =>
  queryOptions({
    queryKey: ['events', 'detail', locale, id],
    queryFn: ({ signal }) => getEvent(locale, id, signal),
    // A missing event stays missing; don't hammer the server.
    retry: (count, error) => !(error instanceof HttpError && error.status === 404) && count < 1,
  });

export const useEvent = (locale: Locale, id: string) => useQuery(getEventQueryOptions(locale, id));
