/** How long a visible page waits at most for its first contentful paint before the shell starts anyway. */
const VISIBLE_FALLBACK_MS = 3000;

/**
 * Resolves once the browser has put the page's content on screen (its first contentful paint, then the task after
 * it), or after `fallbackMs` when nothing is painted (a tab opened in the background paints nothing until shown).
 *
 * The shell starts its code after that paint: evaluating the shared libraries and hydrating is the longest work of a
 * first visit, and begun earlier it holds back the paint of the server's HTML, which is already complete and needs
 * none of it. Waiting for the contentful paint itself, not merely the next frame, matters: the first frames can
 * paint the page's background before its text, and the shell's scripts requested then compete with the page's
 * images and fonts for a slow connection. Browsers without paint timing wait for the next frame.
 */
export function afterFirstPaint(fallbackMs = 500): Promise<void> {
  const paintTimed = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const go = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const visible = typeof document === 'undefined' || document.visibilityState !== 'hidden';
    const timer = setTimeout(go, paintTimed && visible ? Math.max(fallbackMs, VISIBLE_FALLBACK_MS) : fallbackMs);
    if (paintTimed) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(go, 0);
      });
      // `buffered` also reports a paint that happened before this script ran.
      observer.observe({ type: 'paint', buffered: true });
      return;
    }
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() => setTimeout(go, 0));
  });
}
