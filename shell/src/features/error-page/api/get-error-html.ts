import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-contracts/api-paths';

export interface ErrorHtml {
  style: string;
  body: string;
}

/** Custom error pages are whole documents; only their <style> blocks and <body> are used. */
export function extractErrorHtml(html: string): ErrorHtml {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const style = Array.from(doc.querySelectorAll('style'))
    .map((el) => el.textContent ?? '')
    .join('\n');
  doc.querySelectorAll('script, style').forEach((el) => el.remove());
  return { style, body: doc.body.innerHTML.trim() };
}

export async function getErrorHtml(status: number): Promise<ErrorHtml | null> {
  // Taking the page apart needs the browser's DOMParser. On the server the query fails quietly: a failed query is not
  // kept in the page's state, so the browser fetches the custom page itself once it has hydrated the built-in one.
  if (typeof DOMParser === 'undefined') throw new Error('custom error pages are read in the browser');
  try {
    const response = await fetch(api.errorHtml(status));
    if (!response.ok) return null;
    return extractErrorHtml(await response.text());
  } catch (error) {
    // Reported and ignored: the built-in error page stays.
    console.warn('[shell] custom error page failed', error);
    return null;
  }
}

export const getErrorHtmlQueryOptions = (status: number, enabled: boolean) =>
  queryOptions({ queryKey: ['error-html', status], queryFn: () => getErrorHtml(status), enabled, staleTime: Infinity, retry: false });

export const useErrorHtml = (status: number, enabled: boolean) => useQuery(getErrorHtmlQueryOptions(status, enabled));
