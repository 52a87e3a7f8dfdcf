import { TextDecoder, TextEncoder } from 'node:util';
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RenderClockContext, minuteStart, useRenderTime } from './render-clock';

// React's server renderer for the browser needs TextEncoder, which jsdom lacks; it is loaded once that is there.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');

const MINUTE = 60_000;
/** An event that ended half a minute into the render's minute: over by the live clock a minute later. */
const renderedAt = Date.parse('2026-06-01T10:00:00Z');
const eventEnd = renderedAt + 30_000;

function EventState() {
  return <p>{eventEnd < useRenderTime() ? 'over' : 'bookable'}</p>;
}
const slot = (clock: number | null) => (
  <RenderClockContext.Provider value={clock}>
    <EventState />
  </RenderClockContext.Provider>
);

describe('useRenderTime', () => {
  let element: HTMLDivElement;
  let root: Root | null = null;
  let errors: jest.SpyInstance;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    jest.useFakeTimers({ now: renderedAt + MINUTE + 10_000 });
    element = document.createElement('div');
    document.body.append(element);
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    element.remove();
    errors.mockRestore();
    jest.useRealTimers();
  });

  it('is the start of the minute', () => {
    expect(minuteStart(renderedAt + 59_999)).toBe(renderedAt);
  });

  it("a server render reads the render's minute, and hydration reads the same before it moves to the live clock", async () => {
    element.innerHTML = renderToString(slot(renderedAt));
    expect(element.textContent).toBe('bookable');
    const hydrated: string[] = [];
    const observer = new MutationObserver(() => hydrated.push(element.textContent ?? ''));
    observer.observe(element, { subtree: true, characterData: true, childList: true });
    await act(async () => {
      root = hydrateRoot(element, slot(renderedAt));
    });
    observer.disconnect();
    // No mismatch: React kept the server's HTML, then the component read the live clock, a minute later.
    expect(errors).not.toHaveBeenCalled();
    expect(element.textContent).toBe('over');
    expect(hydrated.length).toBeGreaterThan(0);
  });

  it('renders with the live clock outside a server-rendered slot, and again when the minute turns', async () => {
    const end = minuteStart(Date.now()) + MINUTE + 1_000;
    function Live() {
      return <p>{end < useRenderTime() ? 'over' : 'bookable'}</p>;
    }
    root = createRoot(element);
    await act(async () => root!.render(<Live />));
    expect(element.textContent).toBe('bookable');
    await act(async () => {
      jest.advanceTimersByTime(2 * MINUTE);
    });
    expect(element.textContent).toBe('over');
  });
});
