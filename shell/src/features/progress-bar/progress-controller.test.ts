import { HIDDEN, ProgressController, type ProgressState } from './progress-controller';

describe('progress bar timing', () => {
  let states: ProgressState[];
  let bar: ProgressController;
  beforeEach(() => {
    jest.useFakeTimers();
    states = [];
    bar = new ProgressController((s) => states.push(s));
  });
  afterEach(() => {
    bar.dispose();
    jest.useRealTimers();
  });

  it('stays hidden for loads shorter than the 200 ms throttle', () => {
    bar.start();
    jest.advanceTimersByTime(199);
    bar.finish();
    jest.advanceTimersByTime(1000);
    expect(states).toEqual([]);
  });

  it('shows after 200 ms, fills on finish and hides 500 ms later', () => {
    bar.start();
    jest.advanceTimersByTime(200);
    expect(bar.current).toEqual({ visible: true, percent: 90, failed: false });
    jest.advanceTimersByTime(4000);
    bar.finish();
    expect(bar.current).toEqual({ visible: true, percent: 100, failed: false });
    jest.advanceTimersByTime(499);
    expect(bar.current.visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(bar.current).toEqual(HIDDEN);
  });

  it('turns red on failure, even within the throttle', () => {
    bar.start();
    jest.advanceTimersByTime(50);
    bar.fail();
    expect(bar.current).toEqual({ visible: true, percent: 100, failed: true });
    jest.advanceTimersByTime(500);
    expect(bar.current).toEqual(HIDDEN);
  });

  it('ignores a second start while running and a finish without start', () => {
    bar.finish();
    expect(states).toEqual([]);
    bar.start();
    jest.advanceTimersByTime(150);
    bar.start();
    jest.advanceTimersByTime(50);
    expect(bar.current.visible).toBe(true);
  });

  it('a new start cancels a pending hide', () => {
    bar.start();
    jest.advanceTimersByTime(200);
    bar.finish();
    jest.advanceTimersByTime(100);
    bar.start();
    jest.advanceTimersByTime(1000);
    expect(bar.current.percent).toBe(90);
  });
});
