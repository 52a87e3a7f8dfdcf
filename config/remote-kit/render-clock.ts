import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/** The start of the minute `ms` falls in: the clock's granularity for what the site switches by time. */
export const minuteStart = (ms: number): number => ms - (ms % 60_000);

const liveMinute = () => minuteStart(Date.now());

/**
 * The minute a slot's components decide by (null outside a slot: they read the live clock). A server render reads the
 * clock once and keeps its minute in the slot's dehydrated state, and the browser's hydration starts from that minute:
 * a kept render can be most of a minute old and the browser hydrates seconds later, so a component reading the live
 * clock could show an event as over that the server's HTML showed as bookable, and React would discard that HTML.
 */
export const RenderClockContext = createContext<number | null>(null);

/**
 * The slot root's clock: `initial` (the render's minute) for the server render and for hydration, then the live
 * minute, moved on each time the minute turns. Both moves are transitions: a sync update would reach parts of the
 * slot still waiting to hydrate, and React would render those from scratch instead.
 */
export function useSlotClock(initial: number | undefined): number {
  const [clock, setClock] = useState(() => initial ?? liveMinute());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const catchUp = () => {
      startTransition(() => setClock(liveMinute()));
      timer = setTimeout(catchUp, 60_000 - (Date.now() % 60_000) + 5);
    };
    catchUp();
    return () => clearTimeout(timer);
  }, []);
  return clock;
}

/** The time (ms, to the minute) a component decides by: whether an event is over, a teaser online, which day is today. */
export function useRenderTime(): number {
  return useContext(RenderClockContext) ?? liveMinute();
}
