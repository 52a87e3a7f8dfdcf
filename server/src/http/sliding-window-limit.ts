/**
 * A sliding count of requests (cart additions, uploads) per key within a window, in memory: each server copy counts on its own, which
 * still bounds what one client gets per copy. Keys are forgotten once their window has passed.
 */
export function createAddRateLimit(opts: { max: number; windowMs: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const hits = new Map<string, number[]>();
  const recent = (key: string) => (hits.get(key) ?? []).filter((t) => now() - t < opts.windowMs);
  return {
    /** Records one addition and answers 0, or the milliseconds until the key may add again (nothing recorded). */
    take(key: string): number {
      if (hits.size > 50_000) for (const [k, list] of hits) if (list.every((t) => now() - t >= opts.windowMs)) hits.delete(k);
      const list = recent(key);
      if (list.length >= opts.max) return Math.max(1, list[0] + opts.windowMs - now());
      list.push(now());
      hits.set(key, list);
      return 0;
    },
  };
}
