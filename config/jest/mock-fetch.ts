/**
 * The one fetch mock of the site's jest tests (remotes through `render-slot`, the shell directly): answers by URL.
 *
 * Request mocking is a fetch mock, not MSW: MSW 2 needs the WHATWG fetch, streams and TextEncoder globals that
 * jest's jsdom environment lacks, and every app calls plain `fetch` with same-origin paths, which one URL-matching
 * rule covers.
 */

/** A minimal fetch Response (jsdom has no Response global). */
export function jsonResponse(body: unknown, status = 200): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, text: async () => text, json: async () => JSON.parse(text) } as Response;
}

export type RouteAnswer = { status: number; body: unknown };
/** Answers one call; a promise holds the answer back until the test settles it (a slow or pending call). */
export type RouteHandler = (url: string, init?: RequestInit) => RouteAnswer | Promise<RouteAnswer>;

/**
 * Replaces `fetch` with answers by URL. One rule: the longest key that the URL contains wins, so the order of keys
 * never matters. A value is the 200 body, or a handler returning `{ status, body }`; an unmatched URL answers 404.
 */
export function mockFetch(routes: Record<string, RouteHandler | object | string | number | boolean | null>) {
  const keys = Object.keys(routes).sort((a, b) => b.length - a.length);
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const key = keys.find((k) => url.includes(k));
    if (key === undefined) return jsonResponse({ message: 'not found' }, 404);
    const route = routes[key];
    if (typeof route === 'function') {
      const { status, body } = await (route as RouteHandler)(url, init);
      return jsonResponse(body, status);
    }
    return jsonResponse(route);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
