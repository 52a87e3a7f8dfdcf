import { z } from 'zod';
import { queryId, querySlug } from './query-params';

/** The filter keys of the events page's filter state: numeric ids, except type = exhibition-type slug. */
export const eventFilterShape = {
  room: queryId,
  type: querySlug,
  tag: queryId,
  series: queryId,
  genre: queryId,
};
export type EventFilters = { room?: number; type?: string; tag?: number; series?: number; genre?: number };
export const eventFilterSchema = z.object(eventFilterShape);

/** WHERE fragments for the filters; pushes their values onto `params` (placeholders continue its numbering). */
export function eventFilterSql(filters: EventFilters, params: unknown[]): string[] {
  // An event switched offline is kept (with its orders) but no visitor list or calendar shows it.
  const where: string[] = ['e.is_online'];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.room !== undefined) where.push(`e.room_id = ${add(filters.room)}`);
  if (filters.type !== undefined) where.push(`e.exhibition_type_id = (SELECT id FROM exhibition_types WHERE slug = ${add(filters.type)})`);
  if (filters.tag !== undefined) where.push(`EXISTS (SELECT 1 FROM event_tag_links l WHERE l.event_id = e.id AND l.tag_id = ${add(filters.tag)})`);
  if (filters.series !== undefined) where.push(`e.series_id = ${add(filters.series)}`);
  if (filters.genre !== undefined) where.push(`e.genre_id = ${add(filters.genre)}`);
  return where;
}
