/**
 * Fixed-window counter for login attempts per key (IP + username). In memory: the limit is a brake on guessing from
 * one client; with several server copies each enforces it on its own, which still bounds the guessing rate.
 */
export function createAttemptLimiter(opts: { max: number; windowMs: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one attempt; false when the key is over its limit in the current window. */
    hit(key: string): boolean {
      const t = now();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (t - w.start >= opts.windowMs) windows.delete(k);
      }
      const w = windows.get(key);
      if (!w || t - w.start >= opts.windowMs) {
        windows.set(key, { start: t, count: 1 });
        return true;
      }
      w.count += 1;
      return w.count <= opts.max;
    },
  };
}
