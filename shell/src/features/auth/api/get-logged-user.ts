import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import type { LoggedUser } from 'shared-contracts/site';
import { HttpError, getJson } from 'site-config/remote-kit/http';

/** Staff detection: 200 with the user for a staff session, 401 otherwise, which means "not an editor". */
export async function getLoggedUser(locale: Locale): Promise<LoggedUser | null> {
  try {
    return await getJson<LoggedUser>(api.user(locale));
  } catch (error) {
    if (error instanceof HttpError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export const getLoggedUserQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['auth', 'user'], queryFn: () => getLoggedUser(locale), staleTime: Infinity, retry: false });

export const useLoggedUser = (locale: Locale) => useQuery(getLoggedUserQueryOptions(locale));
