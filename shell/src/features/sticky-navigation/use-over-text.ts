import { useEffect, useState, type RefObject } from 'react';
import { whenIdle } from 'site-config/remote-kit/when-idle';

/** Blocks whose lines a visitor reads; the bar must not sit on top of them. */
const TEXT_BLOCKS = 'h1, h2, h3, h4, h5, h6, p, li, dt, dd, td, th, blockquote, figcaption, address, label, legend';
/** Probe points across the bar's place, edges included: columns × rows. */
const COLUMNS = 9;
const ROWS = 5;

/** Where the bar sits when shown: its size does not depend on the transform that slides it away. */
function barPlace(bar: HTMLElement): DOMRect {
  const bottom = parseFloat(getComputedStyle(bar).bottom) || 0;
  const width = bar.offsetWidth;
  const height = bar.offsetHeight;
  // A few pixels around it as well, so a line just touching its edge counts.
  const margin = 4;
  return new DOMRect((window.innerWidth - width) / 2 - margin, window.innerHeight - bottom - height - margin, width + 2 * margin, height + 2 * margin);
}

function linesMeet(block: Element, place: DOMRect): boolean {
  const range = document.createRange();
  range.selectNodeContents(block);
  for (const line of range.getClientRects()) {
    if (line.width === 0 || line.height === 0) continue;
    if (line.right > place.left && line.left < place.right && line.bottom > place.top && line.top < place.bottom) return true;
  }
  return false;
}

/** Whether a line of the page's text lies where the bar would be painted. */
export function textUnder(bar: HTMLElement): boolean {
  const place = barPlace(bar);
  if (place.width === 0 || place.height === 0) return false;
  const checked = new Set<Element>();
  // Every probe also returns the page's outer boxes (body, main, sections …): each element is looked at once.
  const seen = new Set<Element>();
  for (let row = 0; row < ROWS; row += 1) {
    const y = place.top + 1 + (row * (place.height - 2)) / (ROWS - 1);
    for (let column = 0; column < COLUMNS; column += 1) {
      const x = place.left + 1 + (column * (place.width - 2)) / (COLUMNS - 1);
      // Everything painted at the point, not only the topmost: a card's stretched link can lie over its text.
      for (const below of document.elementsFromPoint(x, y)) {
        if (seen.has(below)) continue;
        seen.add(below);
        if (bar.contains(below)) continue;
        const block = below.closest(TEXT_BLOCKS);
        if (!block || checked.has(block) || !block.closest('main')) continue;
        checked.add(block);
        if (linesMeet(block, place)) return true;
      }
    }
  }
  return false;
}

/**
 * True while the bar would cover text in the main area: it then steps aside, so every line stays readable at any
 * scroll position (the bar cannot reserve room in the middle of a page). Checked on scroll, resize and whenever the
 * page's height changes (remotes render their content late).
 */
export function useOverText(bar: RefObject<HTMLElement | null>): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    if (typeof document.elementsFromPoint !== 'function') return;
    let frame = 0;
    let cancelIdle: (() => void) | null = null;
    const check = () => {
      if (frame) cancelAnimationFrame(frame);
      cancelIdle?.();
      frame = 0;
      cancelIdle = null;
      if (bar.current) setOver(textUnder(bar.current));
    };
    // Scrolling and resizing move text under the bar at once: checked before the next frame.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    // Content that arrives (hydration, a slot, an image) is checked once the browser has drawn it, in a task of its
    // own: in the frame that lays the new content out, the probes would lengthen a task that is already long.
    const scheduleIdle = () => {
      // At most 200 ms away; where idle callbacks are missing, the next task.
      if (!frame && !cancelIdle) cancelIdle = whenIdle(check, { timeout: 200, fallbackMs: 0 });
    };
    scheduleIdle();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(scheduleIdle);
    resized?.observe(document.body);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      cancelIdle?.();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resized?.disconnect();
    };
  }, [bar]);
  return over;
}
