import { useEffect } from 'react';
import { createBus } from 'shared-contracts/events';

/**
 * A detail slot tells the shell its page's address in each language (the slug differs between them), for the
 * language switch; the shell's `useAlternateUrls` is the listening side.
 */
export function useAnnounceAlternateUrls(urls: { de: string; en: string } | undefined) {
  const de = urls?.de;
  const en = urls?.en;
  useEffect(() => {
    if (!de || !en) return;
    createBus().emit('page.alternates', { path: window.location.pathname, urls: { de, en } });
  }, [de, en]);
}
