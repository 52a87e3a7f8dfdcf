import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import { ROUTES } from 'shared-contracts/routes';
import type { Page } from 'shared-contracts/site';
import { getJson } from 'site-config/remote-kit/http';

/** The events page's headline from the page editor; a failure is only logged and the default stays. */
export async function getEventsPageHeadline(locale: Locale, signal?: AbortSignal): Promise<string | null> {
  try {
    const page = await getJson<Page>(api.page(locale, ROUTES.events[locale]), signal);
    return page.headline?.trim() || null;
  } catch (error) {
    console.error('Overlay headline could not be loaded', error);
    return null;
  }
}

export const getEventsPageHeadlineQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['events', 'overlay-headline', locale],
    queryFn: ({ signal }) => getEventsPageHeadline(locale, signal),
    staleTime: Infinity,
    retry: false,
  });

export const useEventsPageHeadline = (locale: Locale, enabled: boolean) =>
  useQuery({ ...getEventsPageHeadlineQueryOptions(locale), enabled });
