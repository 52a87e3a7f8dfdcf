import { mockFetch } from '../jest/mock-fetch';
import { HttpError, csrfToken, sendJson, statusOf } from './http';
import { createQueryClient } from './query-client';

describe('remote-kit http', () => {
  afterEach(() => {
    document.cookie = `csrftoken=; path=/; expires=${new Date(0).toUTCString()}`;
    jest.restoreAllMocks();
  });

  it('reads the status of an HttpError or of anything with a numeric status, else the fallback', () => {
    expect(statusOf(new HttpError(404, null))).toBe(404);
    expect(statusOf({ status: 503 })).toBe(503);
    expect(statusOf(new TypeError('Failed to fetch'), 0)).toBe(0);
    expect(statusOf('nonsense')).toBe(500);
  });

  it('echoes the csrftoken cookie in the CSRF header of every write and throws the parsed error body', async () => {
    document.cookie = 'csrftoken=tok%20en; path=/';
    expect(csrfToken()).toBe('tok en');
    const fetchMock = mockFetch({ '/api/error-log/': () => ({ status: 400, body: { message: 'url: missing' } }) });
    const failure = sendJson('POST', '/api/error-log/', { url: '' });
    await expect(failure).rejects.toMatchObject({ status: 400, body: { message: 'url: missing' } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['X-CSRFToken']).toBe('tok en');
    expect(init.body).toBe(JSON.stringify({ url: '' }));
  });

  it('asks the server for a token once before the first write of a visitor who has none, and sends it', async () => {
    const fetchMock = mockFetch({
      // The token answer sets the cookie, as the server's Set-Cookie does in a browser.
      '/api/csrf-token/': () => {
        document.cookie = 'csrftoken=fresh-token-1234567; path=/';
        return { status: 200, body: {} };
      },
      '/de/api/shop-cart/': {},
      '/api/error-log/': {},
    });
    await Promise.all([sendJson('POST', '/de/api/shop-cart/', {}), sendJson('POST', '/api/error-log/', {})]);
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls.filter((url) => url === '/api/csrf-token/')).toHaveLength(1);
    for (const call of fetchMock.mock.calls.filter(([url]) => url !== '/api/csrf-token/')) {
      expect(((call as unknown as [string, RequestInit])[1].headers as Record<string, string>)['X-CSRFToken']).toBe('fresh-token-1234567');
    }
    await sendJson('POST', '/api/error-log/', {});
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/csrf-token/')).toHaveLength(1);
  });

  it('retries network errors and 5xx once, never a 4xx', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (failures: number, error: unknown) => boolean;
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(0, new HttpError(502, null))).toBe(true);
    expect(retry(1, new HttpError(502, null))).toBe(false);
    expect(retry(0, new HttpError(404, null))).toBe(false);
    expect(retry(0, new HttpError(400, null))).toBe(false);
  });
});
