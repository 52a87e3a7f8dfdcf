import { CSRF_COOKIE, CSRF_HEADER } from 'shared-contracts/api-paths';

/** A non-2xx answer; `body` is the parsed JSON error (ApiError) when the server sent one. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) throw new HttpError(response.status, body);
  return body as T;
}

export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, credentials: 'same-origin', headers: { Accept: 'application/json' } });
  return parse<T>(response);
}

/** The csrftoken cookie's value (set by the server on every page; read here without a cookie library). */
function csrfToken(): string {
  const match = new RegExp(`(?:^|;\\s*)${CSRF_COOKIE}=([^;]*)`).exec(document.cookie);
  return match ? decodeURIComponent(match[1]) : '';
}

/** Credentialed non-GET call with the CSRF header taken from the csrftoken cookie (section 7). */
export async function sendJson<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', [CSRF_HEADER]: csrfToken() };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
  });
  return parse<T>(response);
}
