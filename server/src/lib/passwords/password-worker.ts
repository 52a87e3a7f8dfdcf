import { scryptSync, timingSafeEqual, randomBytes } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';
import { SCRYPT, type PasswordJob, type PasswordResult } from './password-format';

/** Runs the deliberately slow password work on its own thread, one job at a time, so requests never wait on it. */
function run(job: PasswordJob): PasswordResult {
  if (job.op === 'hash') {
    const salt = randomBytes(16);
    const key = scryptSync(job.password, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p, maxmem: SCRYPT.maxmem });
    return { id: job.id, hash: `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}` };
  }
  const stored = job.hash;
  if (stored.startsWith('scrypt$')) {
    const [, n, r, p, salt, key] = stored.split('$');
    const expected = Buffer.from(key, 'base64');
    const actual = scryptSync(job.password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT.maxmem });
    return { id: job.id, ok: actual.length === expected.length && timingSafeEqual(actual, expected) };
  }
  // Hashes written before scrypt: bcrypt, still verifiable (and replaced by scrypt at the next good login).
  if (/^\$2[aby]\$/.test(stored)) return { id: job.id, ok: bcrypt.compareSync(job.password, stored) };
  return { id: job.id, ok: false };
}

parentPort?.on('message', (job: PasswordJob) => {
  try {
    parentPort!.postMessage(run(job));
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
