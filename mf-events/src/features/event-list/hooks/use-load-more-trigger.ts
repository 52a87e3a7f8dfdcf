import { useEffect, useRef } from 'react';

/** The next page loads when the trigger comes within 170% of the viewport. */
export const LOAD_MORE_ROOT_MARGIN = '170% 0px 170% 0px';

/**
 * Calls `onTrigger` whenever the returned element's target enters the enlarged viewport. The caller decides
 * whether a load may start (no load running, a next page exists), so repeated intersections are harmless.
 * A new `generation` (e.g. the number of loaded pages) re-observes, so a trigger still in view fires again.
 */
export function useLoadMoreTrigger<T extends Element>(onTrigger: () => void, enabled: boolean, generation = 0) {
  const ref = useRef<T | null>(null);
  const callback = useRef(onTrigger);
  callback.current = onTrigger;
  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: LOAD_MORE_ROOT_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, generation]);
  return ref;
}
