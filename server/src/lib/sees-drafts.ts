import type { FastifyRequest } from 'fastify';

/**
 * Whether the request may see what visitors do not yet get: drafts, offline and scheduled content, stored versions.
 * A staff session that still holds a one-time password is refused every staff call until it picks its own, so it
 * reads the site as an anonymous visitor does; otherwise a handed-out password would show unpublished content.
 */
export function seesDrafts(request: Pick<FastifyRequest, 'user'>): boolean {
  return Boolean(request.user?.is_staff && !request.user.must_change_password);
}
