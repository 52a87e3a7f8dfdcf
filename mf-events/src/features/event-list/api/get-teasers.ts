import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Teaser } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

/** Teasers mixed into the event list by their position day. */
export function getTeasers(locale: Locale, signal?: AbortSignal): Promise<Teaser[]> {
  return getJson<Teaser[]>(api.teasers(locale), signal);
}

export const getTeasersQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['events', 'teasers', locale], queryFn: ({ signal }) => getTeasers(locale, signal) });

export const useTeasers = (locale: Locale) => useQuery(getTeasersQueryOptions(locale));
