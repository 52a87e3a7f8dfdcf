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

/**
 * Waits until a server-rendered page is live: the shell hydrated (`data-hydrated` on <html>) and each named slot's
 * parcel hydrated its HTML (`slot-hydrated:<remote>/<slot>` marks). A click before that follows the plain link with a
 * full page load, which is right for a visitor, but not what a test of client-side navigation means to exercise.
 */
export async function untilHydrated(page: Page, slots: string[] = []): Promise<void> {
  await page.waitForFunction(
    (ids) => document.documentElement.hasAttribute('data-hydrated') && ids.every((id) => performance.getEntriesByName(`slot-hydrated:${id}`).length > 0),
    slots,
  );
}
