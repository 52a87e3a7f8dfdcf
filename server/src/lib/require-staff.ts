import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors';

/** The staff user of the request's session, or a 401 (editor endpoints, pageeditor-api/user). */
export function requireStaff(request: FastifyRequest): NonNullable<FastifyRequest['user']> {
  if (!request.user || !request.user.is_staff) throw unauthorized();
  return request.user;
}
