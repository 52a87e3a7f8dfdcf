/**
 * Runs `callback` at the browser's next idle moment, at most `timeout` ms away when one is given. Where idle callbacks
 * are missing (Safari), it runs after `fallbackMs` instead. Returns its cancel.
 */
export function whenIdle(callback: () => void, { timeout, fallbackMs = 200 }: { timeout?: number; fallbackMs?: number } = {}): () => void {
  if (typeof window.requestIdleCallback === 'function' && typeof window.cancelIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, timeout === undefined ? undefined : { timeout });
    // Looked up when cancelling: a test (or a polyfill) may have taken it away meanwhile.
    return () => window.cancelIdleCallback?.(handle);
  }
  const timer = window.setTimeout(callback, fallbackMs);
  return () => window.clearTimeout(timer);
}
