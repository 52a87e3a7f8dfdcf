/**
 * Login throttling in two layers, both in memory (each server copy enforces its own, which still bounds guessing):
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

interface Record {
  failures: number;
  last: number;
}

export function createLoginThrottle(options: Partial<ThrottleOptions> = {}) {
  const o = { ...LOGIN_THROTTLE_DEFAULTS, ...options };
  const now = o.now ?? Date.now;
  const records = new Map<string, Record>();

  const fresh = (key: string): Record | null => {
    const record = records.get(key);
    if (!record) return null;
    if (now() - record.last >= o.forgetAfterMs) {
      records.delete(key);
      return null;
    }
    return record;
  };
  const lockedUntil = (record: Record | null, threshold: number): number => {
    if (!record || record.failures < threshold) return 0;
    const delay = Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** (record.failures - threshold));
    return record.last + delay;
  };
  const bump = (key: string) => {
    if (records.size > 50_000) for (const [k, r] of records) if (now() - r.last >= o.forgetAfterMs) records.delete(k);
    const record = fresh(key);
    if (record) {
      record.failures += 1;
      record.last = now();
    } else records.set(key, { failures: 1, last: now() });
  };
  const userKey = (address: string, username: string) => `u|${address}|${username.toLowerCase()}`;
  const addressKey = (address: string) => `a|${address}`;

  return {
    /** Milliseconds until this address may try this name again; 0 when it may try now. */
    retryAfterMs(address: string, username: string): number {
      const until = Math.max(lockedUntil(fresh(userKey(address, username)), o.userThreshold), lockedUntil(fresh(addressKey(address)), o.addressThreshold));
      return Math.max(0, until - now());
    },
    fail(address: string, username: string): void {
      bump(userKey(address, username));
      bump(addressKey(address));
    },
    succeed(address: string, username: string): void {
      records.delete(userKey(address, username));
    },
  };
}
