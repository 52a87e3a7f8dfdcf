import { CSRF_HEADER } from 'shared-contracts/api-paths';
import { ensureCsrfToken, HttpError } from 'site-config/remote-kit/http';

/** The network (or the server behind it) did not answer: the door goes on offline. */
export class NetworkDown extends Error {
  constructor() {
    super('network down');
    this.name = 'NetworkDown';
  }
}

/** How long the door waits for an answer before it decides the scan itself: a guest waits at the door. */
export const DOOR_TIMEOUT_MS = 5000;

/**
 * A staff call of the door that gives up after a few seconds instead of waiting for a network that is gone, and is
 * never kept to be sent later: what it did not do, the offline queue does, visibly.
 */
export async function doorRequest<T>(method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, timeoutMs = DOOR_TIMEOUT_MS): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (method !== 'GET') headers[CSRF_HEADER] = await ensureCsrfToken();
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    response = await fetch(url, { method, credentials: 'include', headers, body: body === undefined ? undefined : JSON.stringify(body), signal: controller.signal });
  } catch {
    throw new NetworkDown();
  } finally {
    clearTimeout(timer);
  }
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  // A proxy's gateway answers mean the server is out of reach, as much as no answer does.
  if (response.status === 502 || response.status === 503 || response.status === 504) throw new NetworkDown();
  if (!response.ok) throw new HttpError(response.status, parsed);
  return parsed as T;
}
