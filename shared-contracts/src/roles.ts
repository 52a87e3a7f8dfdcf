import { z } from 'shared-contracts/zod';

/**
 * Staff roles: admin (users, settings, everything), editor (content and publishing), boxoffice (orders, check-in).
 * An admin may do whatever any other role may; the other roles are disjoint.
 */
export const STAFF_ROLES = ['admin', 'editor', 'boxoffice'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** True when a user with `role` may do what needs one of `allowed` (admin always may). */
export function roleAllows(role: StaffRole | null | undefined, allowed: readonly StaffRole[]): boolean {
  if (!role) return false;
  return role === 'admin' || allowed.includes(role);
}

/**
 * The `code` of the 403 every staff call answers while the user still holds a one-time password an admin gave them:
 * only their own user details and the own-password call answer until they have chosen their own.
 */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';
