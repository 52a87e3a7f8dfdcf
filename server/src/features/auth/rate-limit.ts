/**
 * Fixed-window counter of failed login attempts per key (IP + username). Only failures count, so staff (and end-to-end
 * tests) logging in often are never locked out. In memory: each server copy enforces it on its own, which still bounds
 * the guessing rate.
 */
export function createAttemptLimiter(opts: { max: number; windowMs: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string) => {
    const w = windows.get(key);
    return w && now() - w.start < opts.windowMs ? w : null;
  };
  return {
    /** True when the key used up its failures in the current window. */
    blocked(key: string): boolean {
      return (current(key)?.count ?? 0) >= opts.max;
    },
    fail(key: string): void {
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (now() - w.start >= opts.windowMs) windows.delete(k);
      }
      const w = current(key);
      if (w) w.count += 1;
      else windows.set(key, { start: now(), count: 1 });
    },
    reset(key: string): void {
      windows.delete(key);
    },
  };
}
