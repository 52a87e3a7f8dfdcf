import { useEffect, useRef } from 'react';

/** A step that replaces the previous one takes the focus, so keyboard and screen-reader users land on it. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
