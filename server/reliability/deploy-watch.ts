/** A deploy of mf-events through the registry API, and the wait until an instance's pages show it. */

export const EVENTS_PAGE = '/de/veranstaltungen';

export function deployEvents(base: string, token: string, manifestUrl: string): Promise<Response> {
  return fetch(`${base}/api/remotes/mf_events/`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ manifest_url: manifestUrl }),
  });
}

export function rollbackEvents(base: string, token: string): Promise<Response> {
  return fetch(`${base}/api/remotes/mf_events/rollback/`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
}

/**
 * Asks `base` for the events page, as an anonymous visitor would, until its server HTML contains `text`; resolves
 * with the milliseconds since `since`, or null when `timeoutMs` passed first.
 */
export async function untilPageSays(base: string, text: string, since: number, timeoutMs: number): Promise<number | null> {
  while (Date.now() - since < timeoutMs) {
    const html = await (await fetch(`${base}${EVENTS_PAGE}`)).text();
    if (html.includes(text)) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return null;
}
