import { type RefObject, useEffect, useRef } from 'react';
import { createBus } from 'shared-contracts/events';

/**
 * Opens this widget when a call to action on the page asks for it (`booking.open-requested` with this widget's id)
 * and moves the focus into it, so a keyboard or screen-reader user lands on the ticket choice. A visitor who is
 * already at its place when it comes alive (a link to `#tickets`, or a jump there pressed before the page's script
 * had taken over) lands in it the same way.
 */
export function useOpenRequest(widgetId: string, open: () => void, target: RefObject<HTMLElement>) {
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    const place = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (place && target.current && place.contains(target.current)) target.current.focus({ preventScroll: true });
  }, [target]);
  useEffect(
    () =>
      createBus().on('booking.open-requested', ({ widgetId: wanted }) => {
        if (wanted !== widgetId) return;
        openRef.current();
        // After the reopened panel has rendered.
        requestAnimationFrame(() => target.current?.focus({ preventScroll: true }));
      }),
    [widgetId, target],
  );
}
