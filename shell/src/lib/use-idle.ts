import { useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * True once the browser has been idle after mount (or `timeout` ms passed): for parts that must not compete with
 * the page's first content, such as the header's search box remote.
 */
export function useIdle(timeout = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const win = window as IdleWindow;
    if (win.requestIdleCallback && win.cancelIdleCallback) {
      const handle = win.requestIdleCallback(() => setIdle(true), { timeout });
      return () => win.cancelIdleCallback?.(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), Math.min(timeout, 200));
    return () => window.clearTimeout(timer);
  }, [timeout]);
  return idle;
}
