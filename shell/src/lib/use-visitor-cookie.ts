import { useEffect, useState } from 'react';
import { readCookie } from 'site-config/remote-kit/cookies';

/**
 * A cookie of this visitor, read after the component mounted. Pages are rendered once for every anonymous visitor
 * and shared (by the server's cache and any proxy), so the first render in the browser must match a render that saw
 * no cookies; the visitor's own value follows right after hydration. `undefined` until then.
 */
export function useVisitorCookie(name: string): [string | undefined, (value: string | undefined) => void] {
  const [value, setValue] = useState<string | undefined>(undefined);
  useEffect(() => setValue(readCookie(name)), [name]);
  return [value, setValue];
}
