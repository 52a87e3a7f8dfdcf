import type { StaffRole } from 'shared-contracts/roles';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../http/errors';
import { hashPassword } from '../../lib/passwords/password-hash';
import { assertStaffPassword } from '../../lib/passwords/password-policy';

/**
 * Creates a staff account, or gives an existing one the role and the new password (so the command that creates the
 * first admin also recovers a locked-out one). Returns whether the account was new.
 */
export async function upsertStaffAccount(db: Queryable, input: { username: string; password: string; role: StaffRole; email?: string }): Promise<boolean> {
  if (!/^[A-Za-z0-9_.@-]{2,60}$/.test(input.username)) throw badRequest('username', 'use 2 to 60 letters, digits or _ . @ -');
  assertStaffPassword(input.password, { username: input.username });
  const hash = await hashPassword(input.password);
  const rows = await db.query<{ created: boolean }>(
    `INSERT INTO users (username, email, password_hash, is_staff, role, is_active, must_change_password)
     VALUES ($1, $2, $3, true, $4, true, false)
     ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash, role = EXCLUDED.role, is_active = true,
       must_change_password = false, is_staff = true, version = users.version + 1
     RETURNING (xmax = 0) AS created`,
    [input.username, input.email ?? '', hash, input.role],
  );
  return rows[0].created;
}
