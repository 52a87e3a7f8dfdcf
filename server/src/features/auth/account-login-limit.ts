import { readServerEnv } from '../../lib/server-env';
import type { Queryable } from '../../db/types';

/**
 * Failed logins per account, from any address: the per-address throttle cannot see a guesser who sends each try from
 * another address. After `threshold` failures each further try waits twice as long (1 s, 2 s, 4 s … up to
 * `maxDelayMs`), and while it waits the password is not even checked. A good login clears the count; a count quiet
 * for `forgetAfterMs` starts over. The price is that a guesser can make the real user wait too, never longer than
 * `maxDelayMs` at a time.
 */
export interface AccountLimitOptions {
  threshold: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
  now?: () => number;
}

export const ACCOUNT_LIMIT_DEFAULTS: AccountLimitOptions = {
  threshold: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

/** LOGIN_FAILURES_PER_ACCOUNT: failed logins an account may have before its tries wait (default 5). */
export function accountLimitFromEnv(env: NodeJS.ProcessEnv = process.env): Pick<AccountLimitOptions, 'threshold'> {
  return { threshold: readServerEnv(env).LOGIN_FAILURES_PER_ACCOUNT };
}

/**
 * The count lives in the database (table login_account_failures), so all instances on it share one limit. A try is
 * counted before its password is checked, in one statement that also decides whether it may go ahead: a burst of
 * parallel guesses, on one instance or several, gets exactly `threshold` checks, not one per request already under way.
 */
export function createAccountLoginLimit(db: Queryable, options: Partial<AccountLimitOptions> = {}) {
  const o = { ...ACCOUNT_LIMIT_DEFAULTS, ...options };
  const now = o.now ?? Date.now;
  const key = (username: string) => username.toLowerCase();
  const delayAfter = (failures: number) => Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** Math.min(failures - o.threshold, 40));
  let triesSeen = 0;

  return {
    /**
     * Takes one try for the account: 0 when its password may be checked now (the try counts as failed until
     * `succeed`), else the milliseconds until the next try may be checked (nothing is counted then).
     */
    async take(username: string): Promise<number> {
      const t = now();
      const taken = await db.query<{ failures: number }>(
        `INSERT INTO login_account_failures AS f (username, failures, last_at) VALUES ($1, 1, $2::bigint)
         ON CONFLICT (username) DO UPDATE SET
           failures = CASE WHEN f.last_at <= $2::bigint - $3::bigint THEN 1 ELSE f.failures + 1 END,
           last_at = $2::bigint
         WHERE f.failures < $4::int
            OR f.last_at <= $2::bigint - $3::bigint
            OR $2::bigint >= f.last_at + least($6::float8, $5::float8 * power(2, least(f.failures - $4::int, 40)))
         RETURNING failures`,
        [key(username), t, o.forgetAfterMs, o.threshold, o.baseDelayMs, o.maxDelayMs],
      );
      // Accounts (and names nobody has) that went quiet are swept now and then.
      if (++triesSeen % 200 === 0) await db.query('DELETE FROM login_account_failures WHERE last_at <= $1::bigint', [t - o.forgetAfterMs]);
      if (taken.length) return 0;
      const [row] = await db.query<{ failures: number; last_at: number }>('SELECT failures, last_at::float8 AS last_at FROM login_account_failures WHERE username = $1', [key(username)]);
      // Cleared by a good login meanwhile: this try still waits its turn rather than slipping past the count.
      if (!row) return o.baseDelayMs;
      return Math.max(1, row.last_at + delayAfter(row.failures) - t);
    },
    /** A good login: the account's count starts over. */
    async succeed(username: string): Promise<void> {
      await db.query('DELETE FROM login_account_failures WHERE username = $1', [key(username)]);
    },
  };
}
