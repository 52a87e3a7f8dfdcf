import { startTransition } from 'react';

/**
 * Runs `start` (which creates a React root synchronously) inside a transition and returns what it returned. A root
 * hydrated in a transition is hydrated in slices that yield to the browser between them, instead of in one task as
 * long as the whole tree: the server's HTML is already on screen, so nothing the visitor sees waits for it, and a tap
 * or a scroll is answered in between.
 */
export function inTransition<T>(start: () => T): T {
  let result: T | undefined;
  startTransition(() => {
    result = start();
  });
  return result as T;
}
