import { useEffect, useState } from 'react';
import { whenIdle } from 'site-config/remote-kit/when-idle';

/**
 * True once the browser has been idle after mount (or `timeout` ms passed): for parts that must not compete with
 * the page's first content, such as the header's search box remote.
 */
export function useIdle(timeout = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), { timeout, fallbackMs: Math.min(timeout, 200) }), [timeout]);
  return idle;
}
