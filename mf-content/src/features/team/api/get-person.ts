import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Person } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

export const getPerson = (locale: Locale, id: string, signal?: AbortSignal) => getJson<Person>(api.person(locale, id), signal);

export const getPersonQueryOptions = (locale: Locale, id: string) =>
  queryOptions({ queryKey: ['team', 'person', locale, id], queryFn: ({ signal }) => getPerson(locale, id, signal) });

export const usePerson = (locale: Locale, id: string) => useQuery(getPersonQueryOptions(locale, id));
