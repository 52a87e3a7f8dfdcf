import { useCallback, useEffect, useState } from 'react';
import { createBus } from 'shared-contracts/events';

/**
 * Media consent from the shell's cookie consent (bus `consent.changed`, replayed for late subscribers).
 * Embeds of the media cookie group (video, audio, documents, social, form embeds) load only with it.
 */
export function useMediaConsent(): { granted: boolean; requestConsent: () => void; allow: () => void } {
  // Starts without consent, as the shared server render did (it knows no visitor's choice); the stored choice is
  // replayed to the subscription right after hydration, so an allowed embed appears then instead of breaking it.
  const [granted, setGranted] = useState(false);
  useEffect(() => createBus().on('consent.changed', (state) => setGranted(state.media === true)), []);
  const requestConsent = useCallback(() => createBus().emit('consent.manager.requested', {}), []);
  // Allowing from the prompt updates the shared consent state, so every embed on the page (and the shell) follows.
  const allow = useCallback(() => {
    const previous = createBus().last('consent.changed');
    createBus().emit('consent.changed', { required: true, tracking: previous?.tracking ?? false, media: true, decided: true });
  }, []);
  return { granted, requestConsent, allow };
}
