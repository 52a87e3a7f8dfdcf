import type { FilterOption } from 'shared-contracts/entities';

/** One entry of a filter menu; ids are strings because the query string holds them. */
export interface MenuOption {
  id: string;
  name: string;
}

/** Options with show_in_filter false are hidden. */
export function toMenuOptions(list: FilterOption[]): MenuOption[] {
  return list.filter((option) => option.show_in_filter !== false).map((option) => ({ id: String(option.id), name: option.name }));
}

/** Option lists load once per language and stay. */
export const OPTIONS_STALE_TIME = Infinity;
