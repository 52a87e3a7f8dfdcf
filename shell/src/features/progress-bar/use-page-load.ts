import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** A page that is still busy after this long is left alone: the bar finishes rather than creep on for ever. */
export const PAGE_LOAD_GIVE_UP_MS = 15_000;
const ARRIVAL_SETTLE_MS = 250;
/**
 * single-spa announces every change of the address as it happens; the router renders the new page later (a
 * transition, after the remotes it needs arrived). Back and Forward come as popstate.
 */
export const ADDRESS_EVENTS = ['single-spa:before-routing-event', 'popstate'] as const;

export interface PageLoad {
  /** From the moment the address names another page until that page is shown and its main area is no longer busy. */
  loading: boolean;
  /** A region of the new page could not be shown (its remote failed). */
  failed: boolean;
}

function mainState(): { busy: boolean; failed: boolean } {
  const main = document.getElementById('main-content');
  return { busy: Boolean(main?.querySelector('[aria-busy="true"]')), failed: Boolean(main?.querySelector('[data-slot-failed]')) };
}

/**
 * Client navigation as the visitor sees it: the slots of the new page show skeletons (`aria-busy`) while their remote
 * and data load, so "busy" is read from the main area itself rather than from each remote's own query cache.
 */
export function usePageLoad(): PageLoad {
  const { pathname } = useLocation();
  const [target, setTarget] = useState<string | null>(null);
  const [main, setMain] = useState({ busy: false, failed: false });

  useEffect(() => {
    let last = window.location.pathname;
    const onAddress = () => {
      const next = window.location.pathname;
      if (next === last) return;
      last = next;
      setMain({ busy: false, failed: false });
      setTarget(next);
    };
    for (const name of ADDRESS_EVENTS) window.addEventListener(name, onAddress);
    return () => {
      for (const name of ADDRESS_EVENTS) window.removeEventListener(name, onAddress);
    };
  }, []);

  const arrived = target !== null && pathname === target;
  useEffect(() => {
    if (!arrived) return;
    // A slot's skeleton gives way to the remote's own one: the page counts as ready once nothing was busy for a moment.
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const state = mainState();
      setMain(state);
      clearTimeout(quiet);
      if (!state.busy) quiet = setTimeout(() => setTarget(null), ARRIVAL_SETTLE_MS);
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy', 'data-slot-failed'] });
    // The new page's slots put up their skeletons as they mount: the first look waits a moment for them.
    const settle = setTimeout(check, ARRIVAL_SETTLE_MS);
    return () => {
      clearTimeout(settle);
      clearTimeout(quiet);
      observer.disconnect();
    };
  }, [arrived]);

  useEffect(() => {
    if (target === null) return;
    const giveUp = setTimeout(() => setTarget(null), PAGE_LOAD_GIVE_UP_MS);
    return () => clearTimeout(giveUp);
  }, [target]);

  return { loading: target !== null, failed: main.failed };
}
