import { useCallback, useEffect, useState } from 'react';
import { createBus } from 'shared-contracts/events';

/**
 * Media consent from the shell's cookie consent (bus `consent.changed`, replayed). Allowing from a placeholder
 * announces the new state on the bus; the shell stores it like a choice made in its dialog.
 */
export function useMediaConsent(): { granted: boolean; allow(): void; requestConsent(): void } {
  const [granted, setGranted] = useState(() => createBus().last('consent.changed')?.media === true);
  useEffect(() => createBus().on('consent.changed', (state) => setGranted(state.media === true)), []);
  const allow = useCallback(() => {
    const previous = createBus().last('consent.changed');
    createBus().emit('consent.changed', { required: true, tracking: previous?.tracking ?? false, media: true, decided: true });
  }, []);
  const requestConsent = useCallback(() => createBus().emit('consent.manager.requested', {}), []);
  return { granted, allow, requestConsent };
}
