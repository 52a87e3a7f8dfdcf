import type { FastifyRequest } from 'fastify';
import { PASSWORD_CHANGE_REQUIRED } from 'shared-contracts/roles';
import { HttpError, unauthorized } from '../http/errors';

/**
 * The staff user of the request's session, or a 401 (editor endpoints, pageeditor-api/user). A user who still holds a
 * one-time password gets a 403 with the code `password_change_required` from every call, so an account an admin
 * handed out works for nothing but choosing its own password; `pendingPassword` lets through the two calls that
 * needs (who am I, change my password).
 */
export function requireStaff(request: FastifyRequest, options: { pendingPassword?: boolean } = {}): NonNullable<FastifyRequest['user']> {
  if (!request.user || !request.user.is_staff) throw unauthorized();
  if (request.user.must_change_password && !options.pendingPassword) {
    throw new HttpError(403, 'password: choose your own password first (it replaces the one-time password)', 'password', { code: PASSWORD_CHANGE_REQUIRED });
  }
  return request.user;
}
