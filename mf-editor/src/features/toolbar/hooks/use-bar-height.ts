import { type RefObject, useEffect } from 'react';

/**
 * Publishes the toolbar's height as `--editor-bar-height` on the document: the shell's header sticks below it, and the
 * edit buttons and sticky page parts keep clear of both, so nothing the editor works on hides under the toolbar.
 */
export function useBarHeight(ref: RefObject<HTMLElement>) {
  useEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element) return;
    const publish = () => root.style.setProperty('--editor-bar-height', `${Math.round(element.getBoundingClientRect().height)}px`);
    publish();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--editor-bar-height');
    };
  }, [ref]);
}
