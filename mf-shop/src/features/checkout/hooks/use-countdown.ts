import { useEffect, useState } from 'react';

/** Milliseconds until `until` (never below 0), refreshed every second; null without an end. */
export function useCountdown(until: string | null): number | null {
  const end = until ? Date.parse(until) : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (end === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [end]);
  return end === null ? null : Math.max(0, end - now);
}

/** 754000 → "12:34". */
export function minutesSeconds(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
