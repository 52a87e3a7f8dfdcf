import { CSRF_COOKIE, CSRF_HEADER, CSRF_TOKEN_PATH } from 'shared-contracts/api-paths';
import { readCookie } from './cookies';

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

/** The HTTP status of a failed call (an HttpError or anything else carrying a numeric `status`), else `fallback`. */
export function statusOf(error: unknown, fallback = 500): number {
  if (error && typeof error === 'object' && 'status' in error && typeof (error as { status: unknown }).status === 'number') {
    return (error as { status: number }).status;
  }
  return fallback;
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

let apiOrigin = '';

/**
 * On the server, a same-origin path has no page to resolve against: the render entry sets the origin of the API
 * once per render (it is the same for every request of a process, so it holds no visitor's state). In browsers it
 * stays empty and paths stay relative.
 */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/$/, '');
}

function absolute(url: string): string {
  return apiOrigin && url.startsWith('/') && !url.startsWith('//') ? `${apiOrigin}${url}` : url;
}

/** The csrftoken cookie's value: credentialed calls echo it in the CSRF header. */
export function csrfToken(): string {
  if (typeof document === 'undefined') return '';
  return readCookie(CSRF_COOKIE) ?? '';
}

let tokenRequest: Promise<unknown> | null = null;

/**
 * The CSRF token, asked for once when the browser has none: pages are shared by every visitor and set no cookie, so a
 * first visit's first form post, cart addition or login gets its token here.
 */
export async function ensureCsrfToken(): Promise<string> {
  const known = csrfToken();
  if (known || typeof document === 'undefined') return known;
  tokenRequest ??= fetch(absolute(CSRF_TOKEN_PATH), { credentials: 'same-origin' })
    .catch(() => undefined)
    .finally(() => (tokenRequest = null));
  await tokenRequest;
  return csrfToken();
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;
let serverFetch: (() => Fetch | undefined) | undefined;

/**
 * A host's server render answers its own reads in-process, as the visitor who asked for the page (a getter, since one
 * process renders many requests); browsers never call it.
 */
export function provideServerFetch(get: () => Fetch | undefined): void {
  serverFetch = get;
}

/** A public GET: same-origin cookies only, no CSRF header. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const init: RequestInit = { signal, credentials: 'same-origin', headers: { Accept: 'application/json' } };
  const server = serverFetch?.();
  const response = await (server ? server(url, init) : fetch(absolute(url), init));
  return parse<T>(response);
}

/** A GET that staff make on their own behalf (page versions, offline pages): credentials and the CSRF header. */
export async function getJsonWithCredentials<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(absolute(url), { signal, credentials: 'include', headers: { Accept: 'application/json', [CSRF_HEADER]: csrfToken() } });
  return parse<T>(response);
}

/**
 * Every non-GET call is credentialed and carries the CSRF header; FormData goes as multipart, anything else as JSON.
 * `extraHeaders` carries what one call adds (the checkout's idempotency key); `signal` lets a caller give up.
 */
export async function sendJson<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json', [CSRF_HEADER]: await ensureCsrfToken() };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const response = await fetch(absolute(url), {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    signal,
  });
  return parse<T>(response);
}
