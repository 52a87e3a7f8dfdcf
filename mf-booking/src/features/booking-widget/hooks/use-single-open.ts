import { useEffect, useRef } from 'react';
import { createBus } from 'shared-contracts/events';

/**
 * Only one booking widget is open at a time, whichever remote mounted it: opening announces `booking.opened`,
 * and every other open widget closes when it hears that.
 */
export function useSingleOpen(widgetId: string, open: boolean, close: () => void) {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return;
    const bus = createBus();
    const off = bus.on('booking.opened', ({ widgetId: other }) => {
      if (other !== widgetId) closeRef.current();
    });
    bus.emit('booking.opened', { widgetId });
    return off;
  }, [widgetId, open]);
}
