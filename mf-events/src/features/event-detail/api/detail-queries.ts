import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from 'shared-contracts/locales';
import type { DeclaredQuery } from 'site-config/remote-kit/server-prefetch';
import { getEventsQueryOptions } from '../../../api/get-events';
import { getEventQueryOptions } from './get-event';

/** What an event's page reads: the event, then (from its answer) the other dates of its series. */
export function eventDetailQueries(locale: Locale, id: string): DeclaredQuery[] {
  const event = getEventQueryOptions(locale, id);
  return [
    event,
    (client: QueryClient) => {
      const series = client.getQueryData(event.queryKey)?.series;
      return series ? [getEventsQueryOptions(locale, { series: String(series.id) })] : [];
    },
  ];
}
