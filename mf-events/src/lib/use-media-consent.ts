import { useCallback, useEffect, useState } from 'react';
import { createBus } from 'shared-contracts/events';

/**
 * Media consent from the shell's cookie consent (bus `consent.changed`, replayed). Allowing from a placeholder
 * announces the new state on the bus; the shell stores it like a choice made in its dialog.
 */
export function useMediaConsent(): { granted: boolean; allow(): void; requestConsent(): void } {
  // Starts without consent, as the shared server render did (it knows no visitor's choice); the stored choice is
  // replayed to the subscription right after hydration, so an allowed embed appears then instead of breaking it.
  const [granted, setGranted] = useState(false);
  useEffect(() => createBus().on('consent.changed', (state) => setGranted(state.media === true)), []);
  const allow = useCallback(() => {
    const previous = createBus().last('consent.changed');
    createBus().emit('consent.changed', { required: true, tracking: previous?.tracking ?? false, media: true, decided: true });
  }, []);
  const requestConsent = useCallback(() => createBus().emit('consent.manager.requested', {}), []);
  return { granted, allow, requestConsent };
}
