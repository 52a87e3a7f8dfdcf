import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';
import { getJson } from 'site-config/remote-kit/http';

/** A custom error page as the error screen shows it: its style sheets' text and its body, cleaned by the server. */
export interface ErrorHtml {
  style: string;
  body: string;
}

/**
 * The server takes the page apart, so the same call serves the page's server render (the custom page is in the
 * first HTML) and a client-side navigation to an error screen.
 */
export async function getErrorHtml(status: number): Promise<ErrorHtml | null> {
  try {
    return await getJson<ErrorHtml>(api.errorPageParts(status));
  } catch (error) {
    // Reported and ignored: the built-in error page stays.
    console.warn('[shell] custom error page failed', error);
    return null;
  }
}

export const getErrorHtmlQueryOptions = (status: number, enabled: boolean) =>
  queryOptions({ queryKey: ['error-html', status], queryFn: () => getErrorHtml(status), enabled, staleTime: Infinity, retry: false });

export const useErrorHtml = (status: number, enabled: boolean) => useQuery(getErrorHtmlQueryOptions(status, enabled));
