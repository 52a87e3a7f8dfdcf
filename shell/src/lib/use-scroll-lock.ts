import { useEffect } from 'react';

let locks = 0;

/** An open menu or event overlay stops the page from scrolling; several holders share one lock. */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    locks += 1;
    document.documentElement.classList.add('scroll-locked');
    return () => {
      locks -= 1;
      if (locks === 0) document.documentElement.classList.remove('scroll-locked');
    };
  }, [locked]);
}
