import { createContext, useContext, useSyncExternalStore } from 'react';

/** The start of the minute `ms` falls in: the clock's granularity for what the site switches by time. */
export const minuteStart = (ms: number): number => ms - (ms % 60_000);

/**
 * The minute a slot's server render read the clock at (null outside a server-rendered slot). The server's render
 * provides it, its dehydrated state carries it to the page, and the hydrating render reads it from there: a kept
 * render can be most of a minute old, and the browser hydrates seconds after that, so a component that read the live
 * clock could show an event as past that the server's HTML showed as bookable, and React would throw that HTML away.
 */
export const RenderClockContext = createContext<number | null>(null);

const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setTimeout> | null = null;

/** One timer for every subscriber, fired just after each minute turns. */
function armTicker() {
  ticker = setTimeout(() => {
    for (const listener of [...listeners]) listener();
    armTicker();
  }, 60_000 - (Date.now() % 60_000) + 5);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (ticker === null) armTicker();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && ticker !== null) {
      clearTimeout(ticker);
      ticker = null;
    }
  };
}

const liveMinute = () => minuteStart(Date.now());

/**
 * The time (ms, to the minute) a component decides by: whether an event is over, a teaser online, which day is today.
 * A server render and the browser's hydration of it read the render's minute; every other render, and the hydrated
 * component right after hydration, read the live clock, and a component using it renders again when the minute turns.
 */
export function useRenderTime(): number {
  const rendered = useContext(RenderClockContext);
  return useSyncExternalStore(subscribe, liveMinute, () => rendered ?? liveMinute());
}
