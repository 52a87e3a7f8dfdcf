import { randomUUID } from 'node:crypto';
import type { RemoteName } from 'shared-contracts/slots';
import type { Db } from '../../db/types';
import { remoteConflict } from './remote-conflict';

/** Longer than the gate can take (two manifests of 5 s each, then the switch); a dead holder blocks no longer than this. */
const LOCK_SECONDS = 60;

/**
 * Runs `fn` as the only deploy or rollback of `remote` in flight on any instance: a row per remote, taken by an insert
 * that only wins when no live row is there (PostgreSQL's row lock on the conflicting key decides between two at once),
 * and deleted afterwards. No connection is held while the gate fetches. The database's clock decides expiry, so
 * instances with drifting clocks agree. A second caller gets 409 and who holds the lock since when.
 */
export async function withDeployLock<T>(db: Db, remote: RemoteName, heldBy: string, fn: () => Promise<T>): Promise<T> {
  const holder = randomUUID();
  const taken = await db.query(
    `INSERT INTO remote_deploy_locks (remote, holder, held_by, started_at, expires_at)
     VALUES ($1, $2, $3, now(), now() + make_interval(secs => $4))
     ON CONFLICT (remote) DO UPDATE SET holder = EXCLUDED.holder, held_by = EXCLUDED.held_by, started_at = EXCLUDED.started_at, expires_at = EXCLUDED.expires_at
       WHERE remote_deploy_locks.expires_at < now()
     RETURNING holder`,
    [remote, holder, heldBy, LOCK_SECONDS],
  );
  if (!taken.length) {
    const [other] = await db.query<{ held_by: string; started_at: Date | string }>('SELECT held_by, started_at FROM remote_deploy_locks WHERE remote = $1', [remote]);
    const since = other ? ` (started by ${other.held_by} at ${new Date(other.started_at).toISOString()})` : '';
    throw remoteConflict('deploy_in_progress', 'remote', `remote: a deploy or rollback of ${remote} is in progress${since}; try again when it has finished`);
  }
  try {
    return await fn();
  } finally {
    await db.query('DELETE FROM remote_deploy_locks WHERE remote = $1 AND holder = $2', [remote, holder]);
  }
}
