/**
 * scrypt parameters for new hashes: N=2^15, r=8, p=1 (OWASP's minimum is 2^17 at r=8 with more memory; 2^15 keeps a
 * login near 50 ms on the small hosts this runs on). They are stored in each hash, so raising them later keeps old
 * hashes verifiable.
 */
export const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, maxmem: 64 * 1024 * 1024 } as const;

export type PasswordJob = { id: number; op: 'hash'; password: string } | { id: number; op: 'verify'; password: string; hash: string };
export type PasswordResult = { id: number; hash: string } | { id: number; ok: boolean } | { id: number; error: string };

/** Whether a stored hash should be replaced by one with the current parameters after a good login. */
export function needsRehash(stored: string): boolean {
  if (!stored.startsWith('scrypt$')) return true;
  const [, n, r, p] = stored.split('$');
  return Number(n) !== SCRYPT.N || Number(r) !== SCRYPT.r || Number(p) !== SCRYPT.p;
}
