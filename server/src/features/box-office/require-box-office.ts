import type { FastifyRequest } from 'fastify';
import { requireStaff } from '../../lib/require-staff';

/**
 * The one gate of every box-office call (check-in, undo, sales): today any staff account passes; when staff get
 * roles, this becomes the box-office role check in this one place.
 */
export function requireBoxOffice(request: FastifyRequest): NonNullable<FastifyRequest['user']> {
  return requireStaff(request);
}

/** How a check-in records who scanned: the staff member's full name, or the account name when none is set. */
export const staffName = (user: NonNullable<FastifyRequest['user']>) => `${user.first_name} ${user.last_name}`.trim() || user.username;
