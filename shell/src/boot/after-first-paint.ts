/**
 * Resolves once the browser has painted the page as it stands (the next frame, then the task after it), or after
 * `fallbackMs` when no frame comes (a tab opened in the background paints nothing until it is shown).
 *
 * The shell starts its code after the first paint: evaluating the shared libraries and hydrating is the longest work
 * of a first visit, and begun before the first frame it holds back the paint of the server's HTML, which is already
 * complete and needs none of it.
 */
export function afterFirstPaint(fallbackMs = 500): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, fallbackMs);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
