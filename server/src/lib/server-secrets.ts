import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types';

const secrets = new WeakMap<object, Map<string, Promise<Buffer>>>();

/**
 * A random secret the first instance stores in the database under `name`; every instance on that database then reads
 * the same one (signatures made on one are checked on another). Kept per database handle, so a process asks once.
 */
export function storedSecret(db: Queryable, name: string): Promise<Buffer> {
  let byName = secrets.get(db);
  if (!byName) secrets.set(db, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    secret = (async () => {
      await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, randomBytes(32).toString('base64url')]);
      const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
      return Buffer.from(row!.value, 'base64url');
    })();
    const known = byName;
    secret.catch(() => known.delete(name));
    byName.set(name, secret);
  }
  return secret;
}
