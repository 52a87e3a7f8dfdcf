import { useEffect } from 'react';
import { useShell } from '../../../app/shell-context';
import { bus } from '../../../lib/bus';

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

type TagWindow = Window & { dataLayer?: unknown[] };

/** Adds the tag manager's script once per page load; later consent changes cannot unload it, a reload does. */
export function loadTagManager(id: string): void {
  if (document.querySelector('script[data-tag-manager]')) return;
  const w = window as TagWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  script.dataset.tagManager = id;
  document.head.appendChild(script);
}

/**
 * The tag manager of design settings, loaded only once the visitor has agreed to tracking in the cookie dialog
 * (the consent event replays a choice made on an earlier visit); without an id or without consent nothing loads.
 */
export function TagManager() {
  const { settings } = useShell();
  const id = settings?.design.tag_manager_id ?? null;
  useEffect(() => {
    if (!id) return;
    return bus.on('consent.changed', (consent) => {
      if (consent.decided && consent.tracking) loadTagManager(id);
    });
  }, [id]);
  return null;
}
