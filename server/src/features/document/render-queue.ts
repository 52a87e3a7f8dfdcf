import os from 'node:os';

/**
 * At most `concurrency` page renders at a time; the others wait their turn in arrival order. A render's slots start
 * their time budget only when they start rendering, so under a rush a fresh page waits here for its turn instead of
 * fifty renders sharing the CPU at once, each of them missing its budget and going out with skeletons. The budget
 * then only catches what it is for: a slot that is slow or failing on its own.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** The most renders that were ever waiting at once (reported by the bench and tests). */
  deepest = 0;

  constructor(readonly concurrency: number) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`render concurrency must be a whole number ≥ 1, got ${concurrency}`);
  }

  /** How many renders wait for a place right now. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Resolves with `release` once a place is free; the caller holds the place until it calls `release` (once). */
  acquire(): Promise<() => void> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve) => {
      this.waiting.push(() => resolve(this.releaser()));
      this.deepest = Math.max(this.deepest, this.waiting.length);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The place goes straight to the next in line: `running` stays as it is.
      if (next) next();
      else this.running -= 1;
    };
  }
}

/**
 * As many renders at once as the machine has cores by default: a render spends part of its time waiting for its data,
 * so a few at once keep the CPU busy, and more than that only share it out thinner.
 */
export const DEFAULT_RENDER_CONCURRENCY = Math.max(1, typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length);
