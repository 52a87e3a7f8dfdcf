import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

// On the server neither runs; React warns about a layout effect there, not about a plain one.
const useBeforePaintEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
import { useLocation } from 'react-router';
import styles from './fade-transition.module.css';

/**
 * Page transitions fade. The fade runs on the same element through the Web Animations API instead of
 * re-keying the subtree, so remote slots stay mounted and receive route changes (e.g. a language switch) as updates.
 */
export function FadeTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useBeforePaintEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (!reduced) ref.current?.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: 500, easing: 'ease-out' });
  }, [pathname]);
  return (
    <div ref={ref} className={styles.fade}>
      {children}
    </div>
  );
}
