import type { Locale } from 'shared-contracts/locales';
import type { DeclaredQuery } from 'site-config/remote-kit/server-prefetch';
import { getEventsQueryOptions } from '../../../api/get-events';
import { parseListQuery, toApiParams } from '../hooks/list-query';
import { getEventTagsQueryOptions } from './get-event-tags';
import { getExhibitionTypesQueryOptions } from './get-exhibition-types';
import { getGenresQueryOptions } from './get-genres';
import { getRoomsQueryOptions } from './get-rooms';
import { getSeriesQueryOptions } from './get-series';
import { getTeasersQueryOptions } from './get-teasers';

/**
 * What the events list reads for a query string: the first page of events for its filters and date, the teasers
 * between the days, and the five option lists of the filter bar (the calendar loads when it opens).
 */
export function eventListQueries(locale: Locale, query: Record<string, string>): DeclaredQuery[] {
  return [
    getEventsQueryOptions(locale, toApiParams(parseListQuery(query).value)),
    getTeasersQueryOptions(locale),
    getRoomsQueryOptions(locale),
    getExhibitionTypesQueryOptions(locale),
    getEventTagsQueryOptions(locale),
    getSeriesQueryOptions(locale),
    getGenresQueryOptions(locale),
  ];
}
