import type { StaffRole } from 'shared-contracts/roles';
import type { Queryable } from '../../db/types';
import { hashPassword } from '../../lib/passwords/password-hash';

interface DemoAccount {
  username: string;
  password: string;
  email: string;
  first_name: string;
  last_name: string;
  role: StaffRole;
}

/**
 * The demo site's staff, one per role plus a second editor (two editors on one page). Only ever created with the demo
 * content: a real deployment (DEMO_DATA=0) starts without accounts and creates its first admin with `create-admin`.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'admin', password: 'admin', email: 'admin@landesausstellung.example', first_name: 'Ada', last_name: 'Admin', role: 'admin' },
  { username: 'editor', password: 'editor', email: 'editor@landesausstellung.example', first_name: 'Eda', last_name: 'Editor', role: 'editor' },
  { username: 'lektorin', password: 'lektorin', email: 'lektorin@landesausstellung.example', first_name: 'Lea', last_name: 'Lektorin', role: 'editor' },
  { username: 'kasse', password: 'kasse', email: 'kasse@landesausstellung.example', first_name: 'Kai', last_name: 'Kasse', role: 'boxoffice' },
];

/** Creates the demo accounts that are missing (a demo database seeded before roles existed gets admin and kasse). */
export async function seedDemoAccounts(db: Queryable): Promise<void> {
  const existing = new Set((await db.query<{ username: string }>('SELECT username FROM users')).map((r) => r.username));
  for (const u of DEMO_ACCOUNTS) {
    if (existing.has(u.username)) continue;
    await db.query(
      'INSERT INTO users (username, email, password_hash, first_name, last_name, is_staff, role) VALUES ($1, $2, $3, $4, $5, true, $6) ON CONFLICT (username) DO NOTHING',
      [u.username, u.email, await hashPassword(u.password), u.first_name, u.last_name, u.role],
    );
  }
}
