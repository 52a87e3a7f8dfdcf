import Cookies from 'js-cookie';
import { CSRF_COOKIE, CSRF_HEADER } from 'shared-contracts/api-paths';

/** An HTTP failure that keeps the status and the parsed body (ticketing errors carry response_code). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

async function parse(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin', signal });
  const body = await parse(response);
  if (!response.ok) throw new HttpError(response.status, body);
  return body as T;
}

/** Non-GET calls send credentials and the CSRF header read from the csrftoken cookie (section 7). */
export async function sendJson<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, data?: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(data === undefined ? {} : { 'Content-Type': 'application/json' }),
      [CSRF_HEADER]: Cookies.get(CSRF_COOKIE) ?? '',
      ...extraHeaders,
    },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  const body = await parse(response);
  if (!response.ok) throw new HttpError(response.status, body);
  return body as T;
}
