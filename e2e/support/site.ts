import type { Page } from '@playwright/test';

/** Every request URL path (with query) the page makes, in order. */
export function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    paths.push(url.pathname + url.search);
  });
  return paths;
}

/** The remote folder of a request path like /remotes/mf-events/remoteEntry.js, or null. */
export function remoteOf(path: string): string | null {
  return /^\/remotes\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/** Site chrome of the default layout, by landmark. */
export const chrome = (page: Page) => ({
  banner: page.getByRole('banner'),
  footer: page.getByRole('contentinfo'),
  main: page.getByRole('main'),
});

/** Sets a marker on window; it survives client-side navigation and is gone after a full document load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __e2eMarker?: boolean }).__e2eMarker = true));
}

export async function documentIsSame(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: boolean }).__e2eMarker === true);
}
