import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript file of this server. On Node 20 the process's `--import tsx` does not reach
 * worker threads, so the worker registers tsx's require hook itself before it loads `entry` (an absolute path).
 */
export function startTsWorker(entry: string, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  return new Worker(`require('tsx/cjs'); require(${JSON.stringify(entry)});`, { ...options, eval: true });
}
