import { useCallback, useEffect, useState } from 'react';

/**
 * Whether the door can reach the server: the browser's own flag (which flips at once when the phone loses its
 * network) and the last request's fate (a Wi-Fi without internet still says "online").
 */
export function useOnline() {
  const [browserOnline, setBrowserOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  const [reachable, setReachable] = useState(true);
  useEffect(() => {
    // The network is back: try the server again at once (the next request tells whether it answers).
    const on = () => {
      setBrowserOnline(true);
      setReachable(true);
    };
    const off = () => setBrowserOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  const failed = useCallback(() => setReachable(false), []);
  const answered = useCallback(() => setReachable(true), []);
  return { online: browserOnline && reachable, browserOnline, failed, answered };
}
