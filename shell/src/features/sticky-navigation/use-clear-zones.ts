import { useEffect, useState } from 'react';

/**
 * Elements the bottom bar must never cover mark themselves `data-sticky-clear` (a page's own booking call to
 * action, an open booking widget, the calendar). While one of them is on screen, or while the visitor types in a
 * form field, the bar steps aside. Remotes render these at any time, so the page is watched for them.
 */
export function useClearZoneVisible(): boolean {
  const [visible, setVisible] = useState(false);
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || typeof MutationObserver === 'undefined') return;
    const shown = new Set<Element>();
    const observed = new Set<Element>();
    const intersections = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) shown.add(entry.target);
        else shown.delete(entry.target);
      }
      setVisible(shown.size > 0);
    });
    const scan = () => {
      const zones = new Set(document.querySelectorAll('[data-sticky-clear]'));
      for (const zone of zones) {
        if (observed.has(zone)) continue;
        observed.add(zone);
        intersections.observe(zone);
      }
      for (const zone of observed) {
        if (zones.has(zone)) continue;
        observed.delete(zone);
        shown.delete(zone);
        intersections.unobserve(zone);
      }
      setVisible(shown.size > 0);
    };
    scan();
    const mutations = new MutationObserver(scan);
    mutations.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-sticky-clear', 'hidden'] });
    return () => {
      mutations.disconnect();
      intersections.disconnect();
    };
  }, []);
  useEffect(() => {
    const isField = (el: EventTarget | null) => el instanceof HTMLElement && el.matches('input:not([type="checkbox"]):not([type="radio"]), select, textarea');
    const onFocus = (event: FocusEvent) => setTyping(isField(event.target));
    const onBlur = () => setTyping(false);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', onBlur);
    return () => {
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('focusout', onBlur);
    };
  }, []);
  return visible || typing;
}
