import { useEffect, useState } from 'react';
import { nextScrolled } from './menu-state';

export function useScrolled(menuOpen: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setScrolled((prev) => nextScrolled(prev, window.scrollY, window.innerHeight, menuOpen)));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [menuOpen]);
  return scrolled;
}
