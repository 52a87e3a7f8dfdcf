import { isValid, parse } from 'date-fns';
import { FILTER_KEYS } from 'shared-contracts/constants';
import type { FilterKey, FilterState } from 'shared-contracts/entities';
import type { EventsParams } from '../../../api/get-events';

/** The event list's state as mirrored in the query string. */
export interface ListQuery {
  /** DD-MM-YYYY, or null for "from today". */
  date: string | null;
  filters: FilterState;
  overlay: boolean;
}

export const EMPTY_FILTERS: FilterState = { room: null, type: null, tag: null, series: null, genre: null };
const DATE_PATTERN = /^\d{2}-\d{2}-\d{4}$/;
const NUMERIC = /^\d+$/;
/** Exhibition types are keyed by slug ("slug and name, used as id and name"). */
const SLUG = /^[a-z0-9][a-z0-9-]*$/;

export function isValidUrlDate(value: string): boolean {
  return DATE_PATTERN.test(value) && isValid(parse(value, 'dd-MM-yyyy', new Date(2000, 0, 1)));
}

export function isValidFilterValue(key: FilterKey, value: string): boolean {
  return key === 'type' ? SLUG.test(value) : NUMERIC.test(value);
}

export interface ParsedListQuery {
  value: ListQuery;
  /** Keys whose value failed validation: logged, reported, redirected to the clean URL. */
  invalid: string[];
}

export function parseListQuery(query: Record<string, string>): ParsedListQuery {
  const invalid: string[] = [];
  const filters: FilterState = { ...EMPTY_FILTERS };
  for (const key of FILTER_KEYS) {
    const raw = query[key];
    if (raw === undefined || raw === '') continue;
    if (isValidFilterValue(key, raw)) filters[key] = raw;
    else invalid.push(key);
  }
  let date: string | null = null;
  if (query.date) {
    if (isValidUrlDate(query.date)) date = query.date;
    else invalid.push('date');
  }
  return { value: { date, filters, overlay: query.overlay === 'true' }, invalid };
}

/** The query string object for a state: only set keys, in a stable order. */
export function serializeListQuery(state: ListQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (state.date) out.date = state.date;
  for (const key of FILTER_KEYS) {
    const value = state.filters[key];
    if (value) out[key] = value;
  }
  if (state.overlay) out.overlay = 'true';
  return out;
}

export function toSearch(query: Record<string, string>): string {
  const qs = new URLSearchParams(query).toString();
  return qs ? `?${qs}` : '';
}

/** DD-MM-YYYY → YYYY-MM-DD, the date format of the API. */
export function urlDateToIso(date: string): string {
  const [d, m, y] = date.split('-');
  return `${y}-${m}-${d}`;
}

export function isoToUrlDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}-${m}-${y}`;
}

export function toApiParams(state: ListQuery): EventsParams {
  const params: EventsParams = {};
  for (const key of FILTER_KEYS) {
    const value = state.filters[key];
    if (value) params[key] = value;
  }
  // The events API takes the URL's own DD-MM-YYYY form.
  if (state.date) params.date = state.date;
  return params;
}

export function hasActiveFilters(state: ListQuery): boolean {
  return state.date !== null || FILTER_KEYS.some((key) => Boolean(state.filters[key]));
}
