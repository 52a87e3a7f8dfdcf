import { useEffect, useRef, useState } from 'react';

/** Elements animate in once half of them is inside the viewport shrunk by 50 px. */
export const REVEAL_OPTIONS: IntersectionObserverInit = { rootMargin: '-50px', threshold: 0.5 };

/**
 * `revealed` turns true once the element has been seen and stays true. Without IntersectionObserver, or with
 * reduced motion asked for, everything counts as revealed at once, so nothing ever stays hidden.
 */
export function useReveal<T extends Element>() {
  const ref = useRef<T>(null);
  const [revealed, setRevealed] = useState(
    () => typeof IntersectionObserver === 'undefined' || Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches),
  );
  useEffect(() => {
    const element = ref.current;
    if (revealed || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setRevealed(true);
        observer.disconnect();
      }
    }, REVEAL_OPTIONS);
    observer.observe(element);
    return () => observer.disconnect();
  }, [revealed]);
  return { ref, revealed };
}
