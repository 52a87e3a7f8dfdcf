import { TextDecoder, TextEncoder } from 'node:util';
import { act, lazy, startTransition, Suspense, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { RenderClockContext, minuteStart, useRenderTime, useSlotClock } from './render-clock';

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
/** A slot's root as SlotRoot provides the clock: the render's minute first, then the live one. */
function Slot({ initial, children }: { initial?: number; children: ReactNode }) {
  return <RenderClockContext.Provider value={useSlotClock(initial)}>{children}</RenderClockContext.Provider>;
}

describe('the render clock', () => {
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

  it("hydrates with the server render's minute, keeps its HTML, then moves to the live clock", async () => {
    // Part of the slot waits for its code (a lazy part) while the rest hydrates, as a remote's chunks do.
    let loaded: (module: { default: () => JSX.Element }) => void = () => undefined;
    const Later = lazy(() => new Promise<{ default: () => JSX.Element }>((resolve) => (loaded = resolve)));
    const tree = (later: ReactNode) => (
      <Slot initial={renderedAt}>
        <EventState />
        <Suspense fallback={<p>loading</p>}>{later}</Suspense>
      </Slot>
    );
    element.innerHTML = renderToString(tree(<EventState />));
    expect(element.textContent).toBe('bookablebookable');
    const serverParagraphs = [...element.querySelectorAll('p')];

    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(element, tree(<Later />));
      });
    });
    await act(async () => loaded({ default: EventState }));

    // No mismatch and no part rendered again from scratch: the server's elements are still there, now up to date.
    expect(errors).not.toHaveBeenCalled();
    expect([...element.querySelectorAll('p')]).toEqual(serverParagraphs);
    expect(element.textContent).toBe('overover');
  });

  it('renders with the live clock outside a server-rendered slot, and again when the minute turns', async () => {
    const end = minuteStart(Date.now()) + MINUTE + 1_000;
    function Live() {
      return <p>{end < useRenderTime() ? 'over' : 'bookable'}</p>;
    }
    root = createRoot(element);
    await act(async () =>
      root!.render(
        <Slot>
          <Live />
        </Slot>,
      ),
    );
    expect(element.textContent).toBe('bookable');
    await act(async () => {
      jest.advanceTimersByTime(2 * MINUTE);
    });
    expect(element.textContent).toBe('over');
  });
});
