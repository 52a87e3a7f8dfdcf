import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../context';
import type { StaffRole } from 'shared-contracts/roles';
import type { Db } from '../../db/types';

export interface StaffUser {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  is_staff: boolean;
  role: StaffRole;
  /** A one-time password set by an admin: the user should choose their own. */
  must_change_password: boolean;
}

export const SESSION_DAYS = 14;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, clock: Clock, userId: number): Promise<{ token: string; expires: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  const expires = new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000);
  await db.query('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    hashToken(token),
    userId,
    now.toISOString(),
    expires.toISOString(),
  ]);
  // Old sessions go away on the way; no separate sweeper needed.
  await db.query('DELETE FROM sessions WHERE expires_at < $1', [now.toISOString()]);
  return { token, expires };
}

export async function userForSession(db: Db, clock: Clock, token: string): Promise<StaffUser | null> {
  if (token.length < 20 || token.length > 100) return null;
  const rows = await db.query<StaffUser>(
    `SELECT u.id, u.username, u.email, u.first_name, u.last_name, u.is_staff, u.role, u.must_change_password
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > $2 AND u.is_active`,
    [hashToken(token), clock.now().toISOString()],
  );
  return rows[0] ?? null;
}

export async function destroySession(db: Db, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}
