import { CSRF_HEADER } from 'shared-contracts/api-paths';
import type { VersionConflict } from 'shared-contracts/page-versions';
import { HttpError, csrfToken } from 'site-config/remote-kit/http';

/** The header carrying the page version a write is based on (request) and the version it created (response). */
export const PAGE_VERSION_HEADER = 'X-Page-Version';

/**
 * The latest version of each page this editor has seen: from the page it loaded and from its own saves. Version ids
 * only grow, so the highest one wins (a page answer that left before our own save cannot move the base back).
 */
const bases = new Map<number, number>();

export function noteVersion(pageId: number, version: number | null | undefined): void {
  if (typeof version === 'number' && Number.isFinite(version) && version > (bases.get(pageId) ?? -1)) bases.set(pageId, version);
}
export const baseVersionOf = (pageId: number) => bases.get(pageId);

/**
 * An editor write (credentials, CSRF) that names the page version it is based on, so the server answers 409 when
 * someone else saved the page in the meantime instead of one editor silently overwriting the other.
 */
export async function sendAsEditor<T>(method: 'POST' | 'PATCH' | 'DELETE', url: string, pageId: number | null, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', [CSRF_HEADER]: csrfToken() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const base = pageId === null ? undefined : bases.get(pageId);
  if (base !== undefined) headers[PAGE_VERSION_HEADER] = String(base);
  const response = await fetch(url, { method, credentials: 'include', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) throw new HttpError(response.status, parsed);
  const created = Number(response.headers?.get?.(PAGE_VERSION_HEADER));
  if (pageId !== null && created) noteVersion(pageId, created);
  return parsed as T;
}

export const conflictOf = (error: unknown): VersionConflict | null =>
  error instanceof HttpError && error.status === 409 && error.body && typeof error.body === 'object' ? (error.body as VersionConflict) : null;
