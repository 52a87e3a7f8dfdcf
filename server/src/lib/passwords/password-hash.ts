import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../ts-worker';
import type { PasswordJob, PasswordResult } from './password-format';

type Pending = { resolve: (result: PasswordResult) => void; reject: (error: Error) => void };
type JobInput = PasswordJob extends infer J ? (J extends PasswordJob ? Omit<J, 'id'> : never) : never;

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

function startWorker(): Worker {
  const started = startTsWorker(path.join(__dirname, 'password-worker.ts'));
  started.unref();
  started.on('message', (result: PasswordResult) => {
    const job = pending.get(result.id);
    if (!job) return;
    pending.delete(result.id);
    job.resolve(result);
  });
  const failAll = (error: Error) => {
    if (worker !== started) return;
    worker = null;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  started.on('error', failAll);
  started.on('exit', (code) => failAll(new Error(`password worker stopped (${code})`)));
  return started;
}

function runJob(job: JobInput): Promise<PasswordResult> {
  worker ??= startWorker();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker!.postMessage({ ...job, id });
  });
}

/** A new scrypt hash, computed on the password thread. */
export async function hashPassword(password: string): Promise<string> {
  const result = await runJob({ op: 'hash', password });
  if ('error' in result) throw new Error(result.error);
  if (!('hash' in result)) throw new Error('password worker: no hash');
  return result.hash;
}

/** Checks a password against a stored scrypt or (older) bcrypt hash, on the password thread. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const result = await runJob({ op: 'verify', password, hash: stored });
  if ('error' in result) throw new Error(result.error);
  return 'ok' in result && result.ok;
}

/** Ends the password thread (tests and shutdown); the next call starts a new one. */
export async function stopPasswordWorker(): Promise<void> {
  const current = worker;
  worker = null;
  for (const job of pending.values()) job.reject(new Error('password worker stopped'));
  pending.clear();
  if (current) await current.terminate();
}
