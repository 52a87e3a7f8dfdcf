import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { staffUserSchema } from 'shared-contracts/back-office/users';
import type { Queryable } from '../../db/types';
import { badRequest } from '../../http/errors';
import { hashPassword } from '../../lib/passwords/password-hash';
import { nothingCached } from './after-write';
import type { ResourceStore } from './resource-store';
import { tableStore } from './table-store';

type StaffUserData = z.infer<typeof staffUserSchema>;

/** 16 characters from 12 random bytes: long enough that nobody guesses it before its owner replaces it. */
const oneTimePassword = () => randomBytes(12).toString('base64url');

const table = tableStore<StaffUserData>({
  table: 'users',
  columns: ['username', 'email', 'first_name', 'last_name', 'role', 'is_active'],
  search: ['username', 'email', 'first_name', 'last_name'],
});

/** Staff accounts: a new one gets a one-time password (shown once); at least one active admin always remains. */
export const userStore: ResourceStore<StaffUserData> = {
  ...table,
  async insert(tx, data, id) {
    const password = oneTimePassword();
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO users (${id ? 'id, ' : ''}username, email, first_name, last_name, role, is_active, password_hash, is_staff, must_change_password)
       VALUES (${id ? '$8, ' : ''}$1, $2, $3, $4, $5, $6, $7, true, true) RETURNING id`,
      [data.username, data.email, data.first_name, data.last_name, data.role, data.is_active, await hashPassword(password), ...(id ? [id] : [])],
    );
    if (id) await tx.query("SELECT setval(pg_get_serial_sequence('users', 'id'), greatest((SELECT max(id) FROM users), 1))");
    return { id: row.id, extra: { one_time_password: password } };
  },
  async update(tx, id, data) {
    await table.update(tx, id, data);
    // A deactivated account's open sessions end now, not when they expire.
    if (!data.is_active) await tx.query('DELETE FROM sessions WHERE user_id = $1', [id]);
  },
  async check(tx: Queryable, data, id) {
    if (id !== null && (data.role !== 'admin' || !data.is_active)) {
      const [{ n }] = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE role = 'admin' AND is_active AND id <> $1", [id]);
      if (n === 0) throw badRequest(data.role !== 'admin' ? 'role' : 'is_active', 'the last active admin must stay an active admin');
    }
    return data;
  },
  actions: {
    async 'reset-password'(tx, id) {
      const password = oneTimePassword();
      await tx.query('UPDATE users SET password_hash = $2, must_change_password = true, version = version + 1 WHERE id = $1', [id, await hashPassword(password)]);
      await tx.query('DELETE FROM sessions WHERE user_id = $1', [id]);
      return { one_time_password: password };
    },
  },
  afterWrite: nothingCached,
};
