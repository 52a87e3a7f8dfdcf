import type { Queryable } from '../../db/types';

/**
 * Login throttling in two layers:
 * - per (address, user name): after `userThreshold` failures each further try waits twice as long (1 s, 2 s, 4 s …
 *   up to `maxDelayMs`). Keyed by address too, so someone guessing from elsewhere never locks the real editor out.
 * - per address across user names: after `addressThreshold` failures the same back-off applies to every name tried
 *   from that address, so spraying one password over many names is slowed down as well.
 * A good login clears the (address, user) record; failures are forgotten after `forgetAfterMs` of quiet.
 */
export interface ThrottleOptions {
  userThreshold: number;
  addressThreshold: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
  now?: () => number;
}

export const LOGIN_THROTTLE_DEFAULTS: ThrottleOptions = {
  userThreshold: 5,
  addressThreshold: 20,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

interface Failures {
  failures: number;
  last: number;
}

/**
 * The records live in the database (table login_failures), so every server process on it sees the same failures and
 * several instances behind a load balancer give an attacker no more tries than one would.
 */
export function createLoginThrottle(db: Queryable, options: Partial<ThrottleOptions> = {}) {
  const o = { ...LOGIN_THROTTLE_DEFAULTS, ...options };
  const now = o.now ?? Date.now;
  let failuresSeen = 0;

  const lockedUntil = (record: Failures | undefined, threshold: number): number => {
    if (!record || record.failures < threshold) return 0;
    const delay = Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** (record.failures - threshold));
    return record.last + delay;
  };
  const userKey = (address: string, username: string) => `u|${address}|${username.toLowerCase()}`;
  const addressKey = (address: string) => `a|${address}`;

  return {
    /** Milliseconds until this address may try this name again; 0 when it may try now. */
    async retryAfterMs(address: string, username: string): Promise<number> {
      const t = now();
      const rows = await db.query<{ key: string; failures: number; last_at: number }>(
        'SELECT key, failures, last_at::float8 AS last_at FROM login_failures WHERE key IN ($1, $2) AND last_at > $3',
        [userKey(address, username), addressKey(address), t - o.forgetAfterMs],
      );
      const record = (key: string) => {
        const row = rows.find((r) => r.key === key);
        return row ? { failures: row.failures, last: row.last_at } : undefined;
      };
      const until = Math.max(lockedUntil(record(userKey(address, username)), o.userThreshold), lockedUntil(record(addressKey(address)), o.addressThreshold));
      return Math.max(0, until - t);
    },
    /** Counts a failure for the (address, user) and for the address; a record quiet for `forgetAfterMs` starts over. */
    async fail(address: string, username: string): Promise<void> {
      const t = now();
      await db.query(
        `INSERT INTO login_failures (key, failures, last_at) VALUES ($1, 1, $3), ($2, 1, $3)
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN login_failures.last_at <= $3 - $4 THEN 1 ELSE login_failures.failures + 1 END,
           last_at = $3`,
        [userKey(address, username), addressKey(address), t, o.forgetAfterMs],
      );
      // Records of addresses that went quiet are swept now and then.
      if (++failuresSeen % 200 === 0) await db.query('DELETE FROM login_failures WHERE last_at <= $1', [t - o.forgetAfterMs]);
    },
    async succeed(address: string, username: string): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE key = $1', [userKey(address, username)]);
    },
  };
}
