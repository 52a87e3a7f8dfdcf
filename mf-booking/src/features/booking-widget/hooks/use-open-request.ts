import { type RefObject, useEffect, useRef } from 'react';
import { createBus } from 'shared-contracts/events';

/**
 * Opens this widget when a call to action on the page asks for it (`booking.open-requested` with this widget's id)
 * and moves the focus into it, so a keyboard or screen-reader user lands on the ticket choice.
 */
export function useOpenRequest(widgetId: string, open: () => void, target: RefObject<HTMLElement>) {
  const openRef = useRef(open);
  openRef.current = open;
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
