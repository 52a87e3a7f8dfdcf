import { afterFirstPaint } from './after-first-paint';

describe('afterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the next frame and the task after it', async () => {
    let frame: FrameRequestCallback | undefined;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => ((frame = callback), 1));
    let done = false;
    const waiting = afterFirstPaint().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    frame!(0);
    await Promise.resolve();
    expect(done).toBe(false);
    jest.advanceTimersByTime(0);
    await waiting;
    expect(done).toBe(true);
  });

  it('goes ahead after the fallback time when no frame comes (a hidden tab)', async () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    let done = false;
    const waiting = afterFirstPaint(500).then(() => (done = true));
    jest.advanceTimersByTime(499);
    await Promise.resolve();
    expect(done).toBe(false);
    jest.advanceTimersByTime(1);
    await waiting;
    expect(done).toBe(true);
  });

  describe('in a browser that reports paint timing', () => {
    let report: ((names: string[]) => void) | undefined;
    let observed: unknown;
    let disconnected = false;
    beforeEach(() => {
      report = undefined;
      observed = undefined;
      disconnected = false;
      class FakeObserver {
        static supportedEntryTypes = ['paint', 'navigation'];
        constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
          report = (names) => callback({ getEntriesByName: (name: string) => names.filter((entry) => entry === name) });
        }
        observe(options: unknown) {
          observed = options;
        }
        disconnect() {
          disconnected = true;
        }
      }
      Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
    });
    afterEach(() => {
      delete (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver;
    });

    it('waits for the first contentful paint, not a frame that painted only the background', async () => {
      const frame = jest.spyOn(window, 'requestAnimationFrame');
      let done = false;
      const waiting = afterFirstPaint().then(() => (done = true));
      expect(observed).toEqual({ type: 'paint', buffered: true });
      report!(['first-paint']);
      jest.advanceTimersByTime(1000);
      await Promise.resolve();
      expect(done).toBe(false);
      report!(['first-contentful-paint']);
      await Promise.resolve();
      expect(done).toBe(false);
      jest.advanceTimersByTime(0);
      await waiting;
      expect(done).toBe(true);
      expect(disconnected).toBe(true);
      expect(frame).not.toHaveBeenCalled();
    });

    it('starts anyway when a visible page reports no contentful paint for three seconds', async () => {
      let done = false;
      const waiting = afterFirstPaint(500).then(() => (done = true));
      jest.advanceTimersByTime(2999);
      await Promise.resolve();
      expect(done).toBe(false);
      jest.advanceTimersByTime(1);
      await waiting;
      expect(done).toBe(true);
    });

    it('keeps the short wait in a hidden tab, which paints nothing until it is shown', async () => {
      const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      let done = false;
      const waiting = afterFirstPaint(500).then(() => (done = true));
      jest.advanceTimersByTime(500);
      await waiting;
      expect(done).toBe(true);
      visibility.mockRestore();
    });
  });
});
