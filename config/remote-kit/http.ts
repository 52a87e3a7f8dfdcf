import { CSRF_COOKIE, CSRF_HEADER } from 'shared-contracts/api-paths';

/** A non-2xx answer. `body` is the parsed JSON the server sent (an ApiError, or a ticketing error with response_code), else the raw text. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
  }
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) throw new HttpError(response.status, body);
  return body as T;
}

/** The csrftoken cookie's value: the server sets it on every page; credentialed calls echo it in the CSRF header. */
export function csrfToken(): string {
  const match = new RegExp(`(?:^|;\\s*)${CSRF_COOKIE}=([^;]*)`).exec(document.cookie);
  return match ? decodeURIComponent(match[1]) : '';
}

/** A public GET: same-origin cookies only, no CSRF header. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  return parse<T>(response);
}

/** A GET that staff make on their own behalf (page versions, offline pages): credentials and the CSRF header. */
export async function getJsonWithCredentials<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, credentials: 'include', headers: { Accept: 'application/json', [CSRF_HEADER]: csrfToken() } });
  return parse<T>(response);
}

/**
 * Every non-GET call is credentialed and carries the CSRF header; FormData goes as multipart, anything else as JSON.
 * `extraHeaders` carries what one call adds (the checkout's idempotency key).
 */
export async function sendJson<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json', [CSRF_HEADER]: csrfToken() };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
  });
  return parse<T>(response);
}
