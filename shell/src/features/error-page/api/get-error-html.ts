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
