import { useEffect } from 'react';
import { createBus } from 'shared-contracts/events';

/** Tells the shell this page's address in each language (the slug differs), for its language switch. */
export function useAlternateUrls(urls: { de: string; en: string } | undefined) {
  const de = urls?.de;
  const en = urls?.en;
  useEffect(() => {
    if (!de || !en) return;
    createBus().emit('page.alternates', { path: window.location.pathname, urls: { de, en } });
  }, [de, en]);
}
