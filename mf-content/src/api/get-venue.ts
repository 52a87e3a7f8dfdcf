import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { VenueDetail } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

/** Shared by the venue module and the venue detail page. */
export const getVenue = (locale: Locale, id: number | string, signal?: AbortSignal) => getJson<VenueDetail>(api.venue(locale, id), signal);

export const getVenueQueryOptions = (locale: Locale, id: number | string) =>
  queryOptions({ queryKey: ['venues', locale, String(id)], queryFn: ({ signal }) => getVenue(locale, id, signal) });

export const useVenue = (locale: Locale, id: number | string | null) =>
  useQuery({ ...getVenueQueryOptions(locale, id ?? 0), enabled: id !== null && id !== '' && id !== 0 });
