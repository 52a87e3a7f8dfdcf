import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Person, PersonCategory } from 'shared-contracts/entities';
import type { Locale } from 'shared-contracts/locales';
import { getJson } from 'site-config/remote-kit/http';

/** The team with its categories (Leitung, Kuratorium …), which group the list. */
export async function getTeam(locale: Locale, signal?: AbortSignal): Promise<{ persons: Person[]; categories: PersonCategory[] }> {
  const [persons, categories] = await Promise.all([
    getJson<Person[]>(api.persons(locale), signal),
    getJson<PersonCategory[]>(api.personCategories(locale), signal),
  ]);
  return { persons, categories };
}

export const getTeamQueryOptions = (locale: Locale) => queryOptions({ queryKey: ['team', 'list', locale], queryFn: ({ signal }) => getTeam(locale, signal) });

export const useTeam = (locale: Locale) => useQuery(getTeamQueryOptions(locale));
