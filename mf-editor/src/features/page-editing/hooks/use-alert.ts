import { useCallback, useEffect, useRef, useState } from 'react';
import { createBus } from 'shared-contracts/events';

/** An editor alert hides after 4000 ms. */
export const ALERT_MS = 4000;

export interface EditorAlert {
  kind: 'success' | 'error';
  message: string;
}

/** Shows an alert after a save or an error, hides it after 4 s, and tells the other apps (`alert.shown`). */
export function useAlert() {
  const [alert, setAlert] = useState<EditorAlert | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((next: EditorAlert) => {
    clearTimeout(timer.current);
    setAlert(next);
    createBus().emit('alert.shown', next);
    timer.current = setTimeout(() => setAlert(null), ALERT_MS);
  }, []);
  const hide = useCallback(() => setAlert(null), []);
  return { alert, show, hide };
}
