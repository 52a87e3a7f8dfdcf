import type { Db, Queryable } from '../db/types';

export interface RateLimit {
  /** Most requests per key within the window. */
  max: number;
  key: string;
}

/**
 * Sliding counts of requests (cart additions, uploads) per key within a window, kept in the database so every server
 * process on it counts the same requests: two instances behind a load balancer enforce one limit. Each key is
 * checked under a transaction-scoped advisory lock, so parallel requests on several instances cannot both take the
 * last slot. `name` separates the counters of different features.
 */
export function createSharedRateLimit(db: Db, opts: { name: string; windowMs: number; now: () => number }) {
  let takes = 0;
  const keyOf = (key: string) => `${opts.name}|${key}`;

  /** Records one hit for `key` unless it is at its maximum; answers 0, or the milliseconds until it may go again. */
  const takeOne = async (tx: Queryable, limit: RateLimit, now: number): Promise<number> => {
    const key = keyOf(limit.key);
    // Hits that left the window go; the count is what remains, and a new hit is recorded only when it fits.
    const [row] = await tx.query<{ n: number; first: number | null; added: number }>(
      `WITH gone AS (DELETE FROM rate_limit_hits WHERE key = $1 AND hit_at <= $2),
            recent AS (SELECT count(*)::int AS n, min(hit_at)::float8 AS first FROM rate_limit_hits WHERE key = $1 AND hit_at > $2),
            added AS (INSERT INTO rate_limit_hits (key, hit_at) SELECT $1, $3 FROM recent WHERE n < $4 RETURNING 1)
       SELECT n, first, (SELECT count(*)::int FROM added) AS added FROM recent`,
      [key, now - opts.windowMs, now, limit.max],
    );
    if (row.added > 0) return 0;
    return Math.max(1, (row.first ?? now) + opts.windowMs - now);
  };

  return {
    /**
     * Counts one request against every limit given (each is recorded when it has room, whatever the others say) and
     * answers the longest wait among those that were full, 0 when none was.
     */
    async take(...limits: RateLimit[]): Promise<number> {
      const now = opts.now();
      // Fixed lock order (by key), so two requests sharing keys never wait on each other crosswise.
      const sorted = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const wait = await db.transaction(async (tx) => {
        // PostgreSQL: the keys' locks first, in one statement (left to right, in key order). The counting statements
        // come after it, so their snapshot already shows what a request that held the lock before us committed.
        // PGlite runs one transaction at a time anyway, so there is nobody to wait for.
        if (db.kind === 'postgres') {
          await tx.query(`SELECT ${sorted.map((_, i) => `pg_advisory_xact_lock(hashtextextended($${i + 1}, 0))`).join(', ')}`, sorted.map((l) => keyOf(l.key)));
        }
        let longest = 0;
        for (const limit of sorted) longest = Math.max(longest, await takeOne(tx, limit, now));
        return longest;
      });
      // Keys nobody uses any more keep their last hits; sweep them now and then.
      if (++takes % 500 === 0) {
        await db.query('DELETE FROM rate_limit_hits WHERE key LIKE $1 AND hit_at <= $2', [`${opts.name}|%`, now - opts.windowMs]).catch(() => undefined);
      }
      return wait;
    },
  };
}
