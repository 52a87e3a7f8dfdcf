import { whenIdle } from './when-idle';

/** How far below the viewport a slot starts loading, so it is usually live by the time it scrolls into view. */
const VIEW_MARGIN_PX = 200;
/** Events inside a slot that mean the visitor is about to use it: its code is wanted now, whatever the scroll. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** True when part of `element` lies within the window (or within VIEW_MARGIN_PX below it). */
export function isNearViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  const height = window.innerHeight || document.documentElement.clientHeight;
  return rect.top < height + VIEW_MARGIN_PX && rect.bottom > -VIEW_MARGIN_PX;
}

/** Runs `then` once the page has loaded and the browser has a free moment; returns its cancel. */
function afterLoadWhenIdle(then: () => void): () => void {
  let cancelIdle = () => undefined as void;
  const idleThen = () => {
    cancelIdle = whenIdle(then);
  };
  if (document.readyState === 'complete') {
    idleThen();
    return () => cancelIdle();
  }
  window.addEventListener('load', idleThen, { once: true });
  return () => {
    window.removeEventListener('load', idleThen);
    cancelIdle();
  };
}

/**
 * Calls `onWanted` once, when a server-rendered slot's code is worth its cost: at once for a slot on screen; for one
 * below the fold when it comes near the viewport, when the visitor points at or focuses into it, or when the browser
 * is idle after the page has loaded, whichever comes first. The above-the-fold page thus hydrates without competing
 * with regions nobody sees yet. Returns a cancel for an unmount before that.
 */
export function whenSlotWanted(element: HTMLElement, onWanted: () => void): () => void {
  if (isNearViewport(element)) {
    onWanted();
    return () => undefined;
  }
  let done = false;
  const cleanups: Array<() => void> = [];
  const cancel = () => {
    done = true;
    cleanups.splice(0).forEach((cleanup) => cleanup());
  };
  const fire = () => {
    if (done) return;
    cancel();
    onWanted();
  };
  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), { rootMargin: `${VIEW_MARGIN_PX}px 0px` });
    observer.observe(element);
    cleanups.push(() => observer.disconnect());
  }
  for (const type of INTENT_EVENTS) {
    element.addEventListener(type, fire, { capture: true, passive: true });
    cleanups.push(() => element.removeEventListener(type, fire, { capture: true }));
  }
  cleanups.push(afterLoadWhenIdle(fire));
  return cancel;
}

/**
 * Until `live()` says the slot is hydrated, a press on one of its buttons would do nothing (the server's markup has no
 * handlers yet): such a click is held back and replayed on the same button once the slot is live. So is a jump to a
 * place on the page (`href="#…"`): without script it only scrolls, while the slot's handler does what the visitor
 * asked for (open the ticket choice there and focus it), and the slot is moments from live. Links to other addresses
 * and form fields work without script and pass through. Returns the replay, to call when the slot is live, and a
 * cancel.
 */
export function holdClicksUntilLive(element: HTMLElement): { replay: () => void; cancel: () => void } {
  let held: HTMLElement | null = null;
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button, [role="button"], a[href^="#"]');
    if (!(button instanceof HTMLElement) || !element.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
  };
  element.addEventListener('click', onClick, true);
  const cancel = () => element.removeEventListener('click', onClick, true);
  return {
    cancel,
    replay: () => {
      cancel();
      const button = held;
      held = null;
      if (button?.isConnected) button.click();
    },
  };
}
