import type { FastifyRequest } from 'fastify';
import { requireRole } from '../../lib/require-role';

/** The one gate of every box-office call (check-in, undo, sales): the box-office role (or admin); 401/403 otherwise. */
export function requireBoxOffice(request: FastifyRequest): NonNullable<FastifyRequest['user']> {
  return requireRole(request, 'boxoffice');
}

/** How a check-in records who scanned: the staff member's full name, or the account name when none is set. */
export const staffName = (user: NonNullable<FastifyRequest['user']>) => `${user.first_name} ${user.last_name}`.trim() || user.username;
