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
});
