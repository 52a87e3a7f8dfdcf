import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { HASH_WAIT_MS, anchorScrollTop } from '../scroll-offset';

/** Navigation scrolls to the top; a hash scrolls smoothly to its anchor after 1 s, the design setting's offset above it. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
      return;
    }
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) window.scrollTo({ top: anchorScrollTop(target.getBoundingClientRect().top, window.scrollY), behavior: 'smooth' });
    }, HASH_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);
  return null;
}
