import { readCookie } from './cookies';
import { serverRequest } from './server-request';
import { CSRF_COOKIE, CSRF_HEADER } from 'shared-contracts/api-paths';

/** A non-2xx answer, with the status the error pages show. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
  ) {
    super(`HTTP ${status} for ${url}`);
    this.name = 'HttpError';
  }
}

export function statusOf(error: unknown, fallback = 500): number {
  if (error && typeof error === 'object' && 'status' in error && typeof (error as { status: unknown }).status === 'number') {
    return (error as { status: number }).status;
  }
  return fallback;
}

export async function getJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const request: RequestInit = { credentials: 'same-origin', headers: { Accept: 'application/json' }, ...init };
  // A server render answers the shell's reads in-process, as the visitor who asked for the page.
  const server = serverRequest();
  const response = await (server ? server.fetch(url, request) : fetch(url, request));
  if (!response.ok) throw new HttpError(response.status, url);
  return (await response.json()) as T;
}

/** Credentialed non-GET calls carry the CSRF token from its cookie. */
export async function postJson<T>(url: string, body: unknown): Promise<T | null> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', [CSRF_HEADER]: readCookie(CSRF_COOKIE) ?? '' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new HttpError(response.status, url);
  const text = await response.text();
  return text ? (JSON.parse(text) as T) : null;
}
