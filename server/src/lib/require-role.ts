import type { FastifyRequest } from 'fastify';
import { type StaffRole, roleAllows } from 'shared-contracts/roles';
import { forbidden } from '../http/errors';
import { requireStaff } from './require-staff';

/**
 * The staff user of the request when their role may do what needs one of `allowed` (admin always may):
 * 401 without a staff session, 403 with a role that may not.
 */
export function requireRole(request: FastifyRequest, ...allowed: StaffRole[]): NonNullable<FastifyRequest['user']> {
  const user = requireStaff(request);
  if (!roleAllows(user.role, allowed)) throw forbidden(`role: ${user.role} may not do this (needs ${['admin', ...allowed.filter((r) => r !== 'admin')].join(' or ')})`);
  return user;
}
