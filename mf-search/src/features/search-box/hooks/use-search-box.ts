import { useCallback, useEffect, useRef, useState } from 'react';

/** Blur delay and the focus delay after expanding. */
export const SEARCH_DELAY_MS = 200;

/**
 * The search field's state machine (docs/product.md): collapsed ⇄ expanded; once expanded the button submits when
 * text is present (and collapses when not); the autocomplete opens with text and closes when emptied; leaving
 * the box collapses it and closes the autocomplete after 200 ms; submitting needs non-empty text.
 */
export function useSearchBox(onSubmit: (query: string) => void, initiallyExpanded = false) {
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const timers = useRef<{ focus?: ReturnType<typeof setTimeout>; blur?: ReturnType<typeof setTimeout> }>({});

  useEffect(() => {
    const pending = timers.current;
    return () => {
      clearTimeout(pending.focus);
      clearTimeout(pending.blur);
    };
  }, []);

  const focusSoon = useCallback(() => {
    clearTimeout(timers.current.focus);
    timers.current.focus = setTimeout(() => inputRef.current?.focus(), SEARCH_DELAY_MS);
  }, []);

  // Mounted already expanded: the field gets focus after the same delay as when expanded by the button.
  const expandedAtMount = useRef(initiallyExpanded);
  useEffect(() => {
    if (expandedAtMount.current) focusSoon();
  }, [focusSoon]);

  const collapse = useCallback(() => {
    setExpanded(false);
    setOpen(false);
  }, []);

  const change = useCallback((value: string) => {
    setText(value);
    setOpen(value.trim().length > 0);
  }, []);

  const submit = useCallback(
    (value: string = text): boolean => {
      const query = value.trim();
      if (!query) return false;
      setText(query);
      onSubmit(query);
      collapse();
      return true;
    },
    [collapse, onSubmit, text],
  );

  const toggle = useCallback(() => {
    if (!expanded) {
      setExpanded(true);
      focusSoon();
    } else if (!submit()) {
      collapse();
    }
  }, [collapse, expanded, focusSoon, submit]);

  const clear = useCallback(() => {
    setText('');
    setOpen(false);
    focusSoon();
  }, [focusSoon]);

  const choose = useCallback((suggestion: string) => submit(suggestion), [submit]);

  /** Focus moved inside the box: cancel a pending collapse. */
  const focusWithin = useCallback(() => clearTimeout(timers.current.blur), []);
  /** Focus left the box: collapse and close after the blur delay. */
  const blurOut = useCallback(() => {
    clearTimeout(timers.current.blur);
    timers.current.blur = setTimeout(collapse, SEARCH_DELAY_MS);
  }, [collapse]);

  return { expanded, text, open: open && expanded, inputRef, change, submit, toggle, clear, choose, collapse, focusWithin, blurOut, setOpen };
}
