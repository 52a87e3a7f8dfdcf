import { useEffect, useRef, type RefObject } from 'react';

export interface FocusTrapOptions {
  active: boolean;
  /**
   * Where focus goes on activation: the given element, else the first tabbable one, else the container.
   * `false` leaves focus where it is (a click-opened menu keeps it on its button) until Tab moves it inside.
   */
  initialFocus?: RefObject<HTMLElement | null> | false;
  onEscape?: () => void;
  /** Give focus back to the element that had it before activation when the trap ends. */
  returnFocus?: boolean;
}

const CANDIDATES = [
  'a[href]', 'area[href]', 'button', 'input:not([type="hidden"])', 'select', 'textarea', '[tabindex]',
  '[contenteditable]:not([contenteditable="false"])', 'details > summary:first-of-type', 'audio[controls]', 'video[controls]',
].join(',');

// Hidden elements cannot take focus. checkVisibility also sees visibility: hidden; Safari before 17.4 lacks it.
const isVisible = (el: HTMLElement) =>
  typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : el.getClientRects().length > 0;

// DOM order: positive tabindex values would reorder Tab, but the site uses none.
function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (el) => !(Number(el.getAttribute('tabindex')) < 0) && !el.matches(':disabled') && !el.closest('[inert]') && isVisible(el),
  );
}

// Only the most recently activated trap acts: two traps pulling focus towards themselves would loop.
const stack: object[] = [];

/** Keeps keyboard focus inside `ref` while `active`: Tab and Shift+Tab wrap, focus that escapes is brought back. */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, options: FocusTrapOptions) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { active } = options;

  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const self = {};
    stack.push(self);
    const previous = document.activeElement;
    let lastInside: HTMLElement | null = null;
    let addedTabIndex = false;

    const focus = (el: HTMLElement | null | undefined) => {
      if (el) return el.focus();
      // With nothing tabbable inside, the container itself has to hold focus, or Tab would leave the dialog.
      if (!container.hasAttribute('tabindex')) {
        container.tabIndex = -1;
        addedTabIndex = true;
      }
      container.focus();
    };
    const focusStart = () => {
      const { initialFocus } = latest.current;
      if (initialFocus !== false) focus(initialFocus?.current ?? tabbables(container)[0]);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack.at(-1) !== self) return;
      if (event.key === 'Escape') latest.current.onEscape?.();
      if (event.key !== 'Tab') return;
      const list = tabbables(container);
      const index = list.indexOf(document.activeElement as HTMLElement);
      const atEdge = event.shiftKey ? index <= 0 : index === -1 || index === list.length - 1;
      // Between the edges the browser's own order is right; only wrapping (or entering from outside) is ours.
      if (!atEdge) return;
      event.preventDefault();
      focus(event.shiftKey ? list.at(-1) : list[0]);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (stack.at(-1) !== self) return;
      if (container.contains(event.target as Node)) lastInside = event.target as HTMLElement;
      else if (lastInside && container.contains(lastInside)) lastInside.focus();
      else focusStart();
    };

    if (!container.contains(document.activeElement)) focusStart();
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn, true);
    return () => {
      stack.splice(stack.indexOf(self), 1);
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn, true);
      if (addedTabIndex) container.removeAttribute('tabindex');
      if (latest.current.returnFocus !== false && previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [active, ref]);
}
