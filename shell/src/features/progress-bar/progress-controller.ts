/** Throttle 200 ms, duration about 5000 ms, hide 500 ms after finishing; red on failure. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_MS = 500;

export interface ProgressState {
  visible: boolean;
  /** 0–100; the bar animates towards it over PROGRESS_DURATION_MS. */
  percent: number;
  failed: boolean;
}

export const HIDDEN: ProgressState = { visible: false, percent: 0, failed: false };

/**
 * The progress bar's timing, free of React so it can be tested with fake timers. Loads that finish within the
 * throttle never show the bar at all.
 */
export class ProgressController {
  private state: ProgressState = HIDDEN;
  private startTimer: ReturnType<typeof setTimeout> | null = null;
  private hideTimer: ReturnType<typeof setTimeout> | null = null;
  private running = false;

  constructor(private readonly onChange: (state: ProgressState) => void) {}

  start() {
    if (this.running) return;
    this.running = true;
    this.clear('hide');
    this.startTimer = setTimeout(() => {
      this.startTimer = null;
      // Creeps to 90 % over the duration; only finishing fills the bar.
      this.set({ visible: true, percent: 90, failed: false });
    }, PROGRESS_THROTTLE_MS);
  }

  finish() {
    this.end(false);
  }

  fail() {
    this.end(true);
  }

  dispose() {
    this.clear('start');
    this.clear('hide');
  }

  private end(failed: boolean) {
    if (!this.running) return;
    this.running = false;
    if (this.startTimer) {
      this.clear('start');
      if (!failed) return;
    }
    this.set({ visible: true, percent: 100, failed });
    this.hideTimer = setTimeout(() => {
      this.hideTimer = null;
      this.set(HIDDEN);
    }, PROGRESS_HIDE_MS);
  }

  private clear(which: 'start' | 'hide') {
    const timer = which === 'start' ? this.startTimer : this.hideTimer;
    if (timer) clearTimeout(timer);
    if (which === 'start') this.startTimer = null;
    else this.hideTimer = null;
  }

  private set(state: ProgressState) {
    this.state = state;
    this.onChange(state);
  }

  get current() {
    return this.state;
  }
}
