import { type RefObject, useEffect } from 'react';

/**
 * Publishes the sticky header's height as `--header-height` on the document, so other sticky parts (a page's
 * anchor list) stop right below it instead of sliding under it, whatever the header's current state.
 */
export function useHeaderHeight(ref: RefObject<HTMLElement>) {
  useEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--header-height', `${Math.round(header.getBoundingClientRect().height)}px`));
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [ref]);
}
