import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ADDRESS_EVENTS, PAGE_LOAD_GIVE_UP_MS } from '../../features/progress-bar/use-page-load';
import styles from './fade-transition.module.css';

// On the server neither runs; React warns about a layout effect there, not about a plain one.
const useBeforePaintEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export const FADE_OUT_MS = 250;
export const FADE_IN_MS = 500;
/** How far the page that is being left fades before the next one arrives. */
const FADED_OPACITY = 0.15;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Page transitions fade out and in. The page being left fades out from the moment the address changes (the router
 * keeps it on screen while the next page's remotes load); the new page fades in when it is shown. The fades run on
 * the same element through the Web Animations API instead of re-keying the subtree, so remote slots stay mounted and
 * receive route changes (e.g. a language switch) as updates. Reduced motion: no fades at all.
 */
export function FadeTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  const shown = useRef(pathname);
  shown.current = pathname;
  const fadeOut = useRef<Animation | null>(null);

  useEffect(() => {
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const restore = () => {
      fadeOut.current?.cancel();
      fadeOut.current = null;
    };
    const onAddress = () => {
      // Back on the page that is shown (a navigation undone before it arrived): nothing to fade.
      if (window.location.pathname === shown.current) return restore();
      if (fadeOut.current || reducedMotion()) return;
      fadeOut.current = ref.current?.animate?.([{ opacity: 1 }, { opacity: FADED_OPACITY }], { duration: FADE_OUT_MS, easing: 'ease-in', fill: 'forwards' }) ?? null;
      clearTimeout(giveUp);
      giveUp = setTimeout(restore, PAGE_LOAD_GIVE_UP_MS);
    };
    for (const name of ADDRESS_EVENTS) window.addEventListener(name, onAddress);
    return () => {
      clearTimeout(giveUp);
      for (const name of ADDRESS_EVENTS) window.removeEventListener(name, onAddress);
    };
  }, []);

  useBeforePaintEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    fadeOut.current?.cancel();
    fadeOut.current = null;
    if (!reducedMotion()) ref.current?.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: FADE_IN_MS, easing: 'ease-out' });
  }, [pathname]);
  return (
    <div ref={ref} className={styles.fade}>
      {children}
    </div>
  );
}
