import type { FilterKey } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import type { MenuOption } from '../api/filter-option';
import { useEventTags } from '../api/get-event-tags';
import { useExhibitionTypes } from '../api/get-exhibition-types';
import { useGenres } from '../api/get-genres';
import { useRooms } from '../api/get-rooms';
import { useSeries } from '../api/get-series';

export type FilterOptions = Record<FilterKey, { options: MenuOption[]; loading: boolean }>;

/** The five option lists of the filter bar, each loaded once. */
export function useFilterOptions(locale: Locale): FilterOptions {
  const room = useRooms(locale);
  const type = useExhibitionTypes(locale);
  const tag = useEventTags(locale);
  const series = useSeries(locale);
  const genre = useGenres(locale);
  const entry = (q: { data?: MenuOption[]; isPending: boolean }) => ({ options: q.data ?? [], loading: q.isPending });
  return { room: entry(room), type: entry(type), tag: entry(tag), series: entry(series), genre: entry(genre) };
}
