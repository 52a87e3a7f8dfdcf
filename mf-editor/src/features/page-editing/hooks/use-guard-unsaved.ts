import { useEffect, useRef } from 'react';

interface RoutingDetail {
  cancelNavigation?: (cancel?: boolean) => void;
  oldUrl?: string;
  newUrl?: string;
}

/**
 * Unsaved edits are never dropped silently: a reload or closing the tab asks the browser's question, and a move to
 * another address (back button, a script) is cancelled and handed to `onBlocked` so the dialog can ask first.
 */
export function useGuardUnsaved(dirty: boolean, onBlocked: () => void) {
  const blocked = useRef(onBlocked);
  blocked.current = onBlocked;
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const beforeRouting = (event: Event) => {
      const detail = (event as CustomEvent<RoutingDetail>).detail;
      if (!detail?.cancelNavigation || detail.oldUrl === detail.newUrl) return;
      detail.cancelNavigation();
      blocked.current();
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('single-spa:before-routing-event', beforeRouting);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('single-spa:before-routing-event', beforeRouting);
    };
  }, [dirty]);
}
