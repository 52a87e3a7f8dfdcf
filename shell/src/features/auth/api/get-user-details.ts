import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import type { Locale } from 'shared-contracts/locales';
import type { AuthState } from 'shared-contracts/site';
import { ANONYMOUS } from 'shared-contracts/constants';
import { getJson } from 'site-config/remote-kit/http';

/** The auth state; a failure is only logged and the visitor counts as anonymous. */
export async function getUserDetails(locale: Locale): Promise<AuthState> {
  try {
    return { ...ANONYMOUS, ...(await getJson<Partial<AuthState>>(api.userDetails(locale))) };
  } catch (error) {
    console.warn('[shell] user details failed', error);
    return ANONYMOUS;
  }
}

export const getUserDetailsQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: ['auth', 'details', locale], queryFn: () => getUserDetails(locale), staleTime: 5 * 60_000 });

export const useUserDetails = (locale: Locale) => useQuery(getUserDetailsQueryOptions(locale));
